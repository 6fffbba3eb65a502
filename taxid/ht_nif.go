package taxid

import "github.com/ndval/ndval/internal/checksum"

// NIF: Numéro d'Identification Fiscale (also Numéro d'Immatriculation
// Fiscale), the Haitian tax id assigned by the Direction Générale des
// Impôts (DGI) to persons and entities, printed on the "matricule fiscal".
//
// Structure: 10 digits, written 000-000-000-0. The last digit is a check
// digit, but the DGI does not publish how it is computed, so only the
// length and the characters are validated; a NIF of zeros is reported as
// invalid_component. The NIF does not say whether its holder is a person or
// an entity.
//
// Source: DGI, "La matricule fiscale" (dgi.gouv.ht; décret du 1er juin
// 2005); Immigration and Refugee Board of Canada, HTI102708.FE (2008),
// citing the DGI: "The NIF ... is made up of 10 digits, the last of which
// verifies the card's integrity".
var htNIF = document{
	name:  "nif",
	title: "Numéro d'Identification Fiscale",
	id:    idHTNIF,
	shape: newShape("999-999-999-9"),
}

func htCheckNIF(n string, _ Validator) verdict {
	if len(n) != 10 {
		return verdict{reason: faultLength}
	}
	if !checksum.IsDigits(n) {
		return verdict{reason: faultFormat}
	}
	if checksum.AllSame(n) && n[0] == '0' {
		return verdict{reason: faultComponent}
	}
	return verdict{}
}

// htAppendNIF writes 000-699-208-1.
func htAppendNIF(b []byte, n string) []byte {
	return appendSplit(b, n, "---", 3, 6, 9)
}
