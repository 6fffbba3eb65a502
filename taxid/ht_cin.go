package taxid

import "github.com/ndval/ndval/internal/checksum"

// CIN: Carte d'Identification Nationale, the Haitian national identity
// card of the Office National d'Identification (ONI), issued since 2005,
// and the number printed on it. Two numberings exist:
//
//   - the 17-digit identification number of the cards issued from 2005,
//     written in six groups 00-00-00-0000-00-00000 (for example on the
//     legal documents of Haitian banks, "CIN No. 01-01-99-...");
//   - the 10-digit NINU (Numéro d'Identification Nationale Unique) of the
//     decree of 11 March 2020, which the ONI assigns from birth and which
//     replaces the older CIN number and, for persons, the NIF. A draft law
//     of 2017-2018 said the NINU would have "la même structure de codage"
//     as the NIF (see ht_nif.go); reporting a notice of the Direction de
//     l'Immigration et de l'Émigration, Le Relief Haïti calls it "un
//     identifiant de dix chiffres".
//
// Neither the ONI nor the decree publishes what the groups of the 17-digit
// number mean or any check digit for either numbering, so only the length
// and the characters are validated; a number of zeros only is reported as
// invalid_component. Both identify natural persons.
//
// A 10-digit NINU has the shape of a NIF and resolves as one when no type
// is given; pass the type "cin" (or "ninu") to validate it as a NINU.
// Formatted writes the 17-digit number in its six groups and leaves a
// NINU as ten plain digits, as its display form is not published.
//
// Source: ONI, "La carte d'identification nationale" (oni.gouv.ht);
// décret du 11 mars 2020 sur le Numéro d'Identification Nationale Unique
// (Le Moniteur, 16 June 2020), as reported by Haïti Aujourd'hui and
// RHInews (June 2020); Le Relief Haïti, "le NINU devient obligatoire pour
// l'obtention du passeport" (DIE notice: NINU of ten digits); Flash Haïti
// and Constant Haïti on the draft law (2017-2018). The 17-digit grouping is
// the one printed in published contracts; it is not an ONI specification.
var htCIN = document{
	name:    "cin",
	aliases: []string{"ninu", "cinu", "nin"},
	title:   "Carte d'Identification Nationale",
	id:      idHTCIN,
}

func htCheckCIN(n string, _ Validator) verdict {
	if len(n) != 10 && len(n) != 17 {
		return verdict{reason: faultLength}
	}
	if !checksum.IsDigits(n) {
		return verdict{reason: faultFormat}
	}
	if checksum.AllSame(n) && n[0] == '0' {
		return verdict{reason: faultComponent, entity: entPerson}
	}
	return verdict{entity: entPerson}
}

// htAppendCIN writes 01-01-99-1990-05-00001; a 10-digit NINU is kept as is.
func htAppendCIN(b []byte, n string) []byte {
	if len(n) != 17 {
		return b
	}
	return appendSplit(b, n, "-----", 2, 4, 6, 10, 12)
}
