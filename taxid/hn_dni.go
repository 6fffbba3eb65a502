package taxid

import (
	"time"

	"github.com/ndval/ndval/internal/checksum"
)

// DNI: Documento Nacional de Identificación (formerly the Tarjeta de
// Identidad), the Honduran identity number assigned by the Registro
// Nacional de las Personas (RNP) when a birth is registered.
//
// Structure: 13 digits, written DDMM-YYYY-NNNNN. DD is the department
// (01 Atlántida to 18 Yoro) and MM the municipality within it where the
// birth was registered, YYYY the year of that registration (usually the
// year of birth) and NNNNN a serial. There is no check digit, so only the
// shape is validated, and the parts: a department outside 01-18, a
// municipality code that the department does not have (00, or above its
// count of municipalities), or a year before 1900 or after the current one
// is reported as invalid_component.
//
// Source: RNP (Ley del Registro Nacional de las Personas, Decreto 62-2004);
// the structure as described by Sayari, "Interpreting Honduran National ID
// Numbers"; the department and municipality codes are those of the
// INE/SINIT geographic code (18 departments, 298 municipalities, INE
// Directorio de Establecimientos Económicos 2024, table 2), which the DNI
// uses.
var hnDNI = document{
	name:    "dni",
	aliases: []string{"identidad"},
	title:   "Documento Nacional de Identificación",
	id:      idHNDNI,
	shape:   newShape("9999-9999-99999"),
}

// hnMunicipalities holds the number of municipalities of each department,
// 01 Atlántida to 18 Yoro, as INE Honduras counts them (298 in all).
var hnMunicipalities = [18]int{8, 10, 21, 23, 12, 16, 19, 28, 6, 17, 4, 19, 28, 16, 23, 28, 9, 11}

func hnCheckDNI(n string, _ Validator) verdict {
	if len(n) != 13 {
		return verdict{reason: faultLength}
	}
	if !checksum.IsDigits(n) {
		return verdict{reason: faultFormat}
	}
	dept, muni := twoDigits(n, 0), twoDigits(n, 2)
	if dept < 1 || dept > 18 || muni < 1 || muni > hnMunicipalities[dept-1] {
		return verdict{reason: faultComponent, entity: entPerson}
	}
	year := twoDigits(n, 4)*100 + twoDigits(n, 6)
	if year < 1900 || year > time.Now().Year() {
		return verdict{reason: faultComponent, entity: entPerson}
	}
	return verdict{entity: entPerson}
}

// hnAppendDNI writes 0801-1990-12345.
func hnAppendDNI(b []byte, n string) []byte {
	return appendSplit(b, n, "--", 4, 8)
}
