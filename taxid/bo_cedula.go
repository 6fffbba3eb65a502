package taxid

// Cédula de identidad (CI): the Bolivian identity card issued by the
// Servicio General de Identificación Personal (SEGIP).
//
// Structure: a number of 5 to 10 digits, optionally with the code of the
// department where it was issued (LP La Paz, CB Cochabamba, SC Santa Cruz,
// OR Oruro, PT Potosí, CH Chuquisaca, TJ Tarija, BE Beni, PD Pando), written
// before or after the number (1234567 LP, LP 1234567), and optionally with
// the complement that SEGIP adds to tell apart two persons given the same
// number: a digit and a letter written after the number (1234567-1A).
// There is no check digit, so only the shape is validated; a two-letter
// code that is not a department is reported as invalid_component. Once the
// hyphen is removed a complement can only be recognised as a digit followed
// by one letter, which the value must then end with or have just before the
// department.
//
// Source: SEGIP (segip.gob.bo); the department codes as in stdnum-js
// src/bo/ci.ts and in the payment-provider documentation that accepts them
// before or after the number; the complement as the SIN's electronic
// invoicing carries it, in a field of its own ("complemento", e.g. 1A). The
// 5-10 digit range is a generous bound, not an issuer rule.
var boCedula = document{
	name:    "cedula",
	aliases: []string{"ci"},
	title:   "Cédula de Identidad",
	id:      idBOCedula,
}

// boCI is a compacted CI split into its parts; compLast is set when the
// complement follows the department (1234567LP1A).
type boCI struct {
	pre, num, comp, post string
	compLast             bool
}

// boParseCI splits a compacted CI into its parts, or returns the fault why it
// cannot.
func boParseCI(n string) (ci boCI, r fault) {
	if len(n) < 5 || len(n) > 16 {
		return ci, faultLength
	}
	i := boLetters(n, 0)
	switch i {
	case 0:
	case 2:
		ci.pre = n[:2]
	default:
		return ci, faultFormat
	}
	j := i
	for j < len(n) && '0' <= n[j] && n[j] <= '9' {
		j++
	}
	if j == i {
		return ci, faultFormat
	}
	ci.num = n[i:j]
	k := boLetters(n, j)
	switch letters := k - j; {
	case k == len(n) && letters == 0:
	case k == len(n) && letters == 1:
		// 12345671A: the last digit and the letter are the complement.
		ci.comp, ci.num = n[j-1:k], ci.num[:len(ci.num)-1]
	case k == len(n) && letters == 3 && ci.pre == "":
		// 12345671ALP: complement, then department.
		ci.comp, ci.num, ci.post = n[j-1:j+1], ci.num[:len(ci.num)-1], n[j+1:]
	case letters == 2 && ci.pre == "":
		// 1234567LP, or 1234567LP1A with the complement last.
		ci.post = n[j:k]
		if rest := n[k:]; rest != "" {
			if len(rest) != 2 || rest[0] < '0' || rest[0] > '9' || rest[1] < 'A' || rest[1] > 'Z' {
				return ci, faultFormat
			}
			ci.comp, ci.compLast = rest, true
		}
	default:
		return ci, faultFormat
	}
	if len(ci.num) < 5 || len(ci.num) > 10 {
		return ci, faultLength
	}
	if (ci.pre != "" && !boDepartment(ci.pre)) || (ci.post != "" && !boDepartment(ci.post)) {
		return ci, faultComponent
	}
	return ci, faultNone
}

// boLetters returns the index of the first byte at or after i in s that is
// not an ASCII upper-case letter.
func boLetters(s string, i int) int {
	for i < len(s) && 'A' <= s[i] && s[i] <= 'Z' {
		i++
	}
	return i
}

func boDepartment(d string) bool {
	switch d {
	case "LP", "CB", "SC", "OR", "PT", "CH", "TJ", "BE", "PD":
		return true
	}
	return false
}

func boCheckCedula(n string, _ Validator) verdict {
	switch _, r := boParseCI(n); r {
	case faultNone:
		return verdict{entity: entPerson}
	case faultComponent:
		return verdict{reason: r, entity: entPerson}
	default:
		return verdict{reason: r}
	}
}

// boAppendCedula keeps the order of the parts and separates them:
// 1234567 LP, LP 1234567, 1234567-1A, 1234567-1A LP, 1234567 LP 1A.
func boAppendCedula(b []byte, n string) []byte {
	ci, _ := boParseCI(n)
	if ci.pre != "" {
		b = append(b, ci.pre...)
		b = append(b, ' ')
	}
	b = append(b, ci.num...)
	if ci.comp != "" && !ci.compLast {
		b = append(b, '-')
		b = append(b, ci.comp...)
	}
	if ci.post != "" {
		b = append(b, ' ')
		b = append(b, ci.post...)
	}
	if ci.compLast {
		b = append(b, ' ')
		b = append(b, ci.comp...)
	}
	return b
}
