package clean

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// maxPlaceholder bounds the folded form Placeholder builds (letters,
// zeros and one space between words): the longest phrase of the table,
// with room to spare. Anything longer is a value. The bound is on the
// folded form, not on the bytes, so that invisible marks, repeated
// spaces and punctuation never move the answer across it.
const maxPlaceholder = 48

// Placeholder reports whether s is what spreadsheets and forms hold where
// a value is missing, rather than a value: punctuation alone ("-", "--",
// ".", "—", "?"), zeros alone ("0", "00000000", "0-0"), or a phrase that
// says "none" or "no data" in Spanish, Portuguese or English ("N/A", "s/d",
// "sin dato", "sin correo", "no tiene", "ninguno", "não tem", "null"), in
// any case, with or without accents, dots and spaces. The field packages
// answer such a value missing_value with a placeholder warning, so that a
// record treats the field as absent and says why. An empty s, or one of
// spaces alone, is not a placeholder: it is simply missing.
func Placeholder(s string) bool {
	if s != "" && !placeholderFirst(s[0]) {
		return false // most values: a digit, or a letter no phrase starts with
	}
	var buf [maxPlaceholder]byte
	b := buf[:0]
	marks, letters, word, words := 0, 0, 0, 0
	space := false // a space is pending between two words
	// Every false below ends the loop early; true needs all of s read,
	// so a digit or an @ anywhere is never a placeholder.
	for _, r := range s {
		switch {
		case '1' <= r && r <= '9' || r == '@':
			return false // a value's digit, or an address
		case r == '0':
			// a zero: zeros alone are a placeholder (Zeros)
		case r < utf8.RuneSelf && ('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z'):
			// a letter: the common case, folded below
		case r == ' ' || r == '\t':
			space = len(b) > 0
			continue
		case IsInvisible(r):
			continue // unseen: no break between words
		case IsSpace(r):
			space = len(b) > 0
			continue
		case r < utf8.RuneSelf && isPlaceholderMark(byte(r)), IsDash(r), unicode.IsPunct(r), unicode.IsSymbol(r):
			marks++
			continue // "N/A", "n.a.", "s/d" read as "na", "sd"
		}
		f, ok := fold(r)
		if !ok {
			return false // a character no phrase has: a value
		}
		if space {
			if words++; words == 1 && letters > 0 && !phraseStart(string(b)) {
				return false // a first word no phrase has: "Sofía Pérez", early
			}
			if len(b) == maxPlaceholder {
				return false
			}
			b = append(b, ' ')
			space, word = false, 0
		}
		if f >= 'a' && f <= 'z' {
			if letters == 0 && !strings.ContainsRune(firstLetters, rune(f)) {
				return false // no phrase starts so: most names and words, early
			}
			if word++; word > maxWord {
				return false
			}
			letters++
		}
		if len(b) == maxPlaceholder {
			return false // longer than any placeholder: a value
		}
		b = append(b, f)
	}
	switch {
	case letters == 0 && Zeros(b):
		// Zeros, with or without separators: as many as an id or an account
		// has, no more, so that the answer does not move with an invisible
		// mark at the byte bound.
		return true
	case len(b) == 0:
		return marks > 0 // punctuation alone; spaces alone are missing
	case letters != len(b)-spaces(b):
		return false
	}
	return placeholderPhrase(string(b))
}

// maxZeros is the most zeros a placeholder of zeros alone has: an IBAN's
// length, well below maxPlaceholder.
const maxZeros = 34

// firstLetters are the letters a placeholder phrase can start with, and
// maxWord is the longest word of the tables (desconocido, informacion):
// a value that starts otherwise, or has a longer word, is not read on.
const (
	firstLetters = "dnpstuvwx"
	maxWord      = 14
)

// placeholderFirst reports whether c, the first byte of a value, can start
// a placeholder: false for a digit 1 to 9, an @ and an ASCII letter that
// is not one of firstLetters, which Placeholder's loop ends at, true for
// any other byte.
func placeholderFirst(c byte) bool {
	if l := c | 0x20 - 'a'; l < 26 {
		return firstLetterBits>>l&1 != 0
	}
	return c < '1' || c > '9' && c != '@'
}

// firstLetterBits has bit c - 'a' set for each c of firstLetters
// (TestFirstLetterBits).
const firstLetterBits = 1<<('d'-'a') | 1<<('n'-'a') | 1<<('p'-'a') | 1<<('s'-'a') | 1<<('t'-'a') |
	1<<('u'-'a') | 1<<('v'-'a') | 1<<('w'-'a') | 1<<('x'-'a')

// phraseStart reports whether w, a folded first word, starts a phrase of
// more than one word: a head of placeholderPhrase, or the first word of
// one of placeholderWords.
func phraseStart(w string) bool {
	switch w {
	case "sin", "sem", "without", "no", "nao", "non", "not", "n", "s", "nulo":
		return true
	}
	return false
}

// isPlaceholderMark reports whether the ASCII byte c is punctuation
// people write around or inside a placeholder.
func isPlaceholderMark(c byte) bool {
	switch c {
	case '-', '.', '/', '\\', '_', '*', '?', '#', ',', ';', ':', '(', ')', '[', ']', '"', '\'', '=', '+', '~', '|':
		return true
	}
	return false
}

// fold returns r in lower case without its accent, for the Latin letters
// of Spanish and Portuguese and the ASCII digits, and false for any other
// rune.
func fold(r rune) (byte, bool) {
	switch {
	case r >= 'a' && r <= 'z', r >= '0' && r <= '9':
		return byte(r), true
	case r >= 'A' && r <= 'Z':
		return byte(r) + 'a' - 'A', true
	}
	switch unicode.ToLower(r) {
	case 'á', 'à', 'â', 'ã', 'ä':
		return 'a', true
	case 'é', 'è', 'ê', 'ë':
		return 'e', true
	case 'í', 'ì', 'î', 'ï':
		return 'i', true
	case 'ó', 'ò', 'ô', 'õ', 'ö':
		return 'o', true
	case 'ú', 'ù', 'û', 'ü':
		return 'u', true
	case 'ñ':
		return 'n', true
	case 'ç':
		return 'c', true
	}
	return 0, false
}

// spaces counts the spaces in b.
func spaces(b []byte) int {
	n := 0
	for _, c := range b {
		if c == ' ' {
			n++
		}
	}
	return n
}

// placeholderPhrase reports whether p, folded (lower case, no accents, no
// punctuation, single spaces), is a phrase of the table: a word that says
// "none", or "without" followed by what is missing.
func placeholderPhrase(p string) bool {
	if placeholderWords[p] {
		return true
	}
	// "sin <what>", "sem <what>", "no <verb>", "nao <verb>": the head
	// word, then a word or two of the lists.
	for i := 0; i < len(p); i++ {
		if p[i] != ' ' {
			continue
		}
		head, rest := p[:i], p[i+1:]
		switch head {
		case "sin", "sem", "without", "no":
			return missingWhat[rest]
		case "nao", "non":
			return missingVerb[rest]
		}
		return false
	}
	return false
}

// placeholderWords are the whole values, folded, that say a value is
// missing. "na" is "N/A" and "n.a." once their marks are dropped; "sd",
// "nd" and "sn" are "s/d", "n/d" and "s/n".
var placeholderWords = map[string]bool{
	"na": true, "nd": true, "sd": true, "sn": true, "nn": true, "nc": true,
	"x": true, "xx": true, "xxx": true, "xxxx": true, "xxxxx": true,
	"none": true, "null": true, "nil": true, "nan": true, "unknown": true, "tbd": true,
	"not available": true, "not applicable": true, "no data": true, "n a": true, "s d": true,
	"ninguno": true, "ninguna": true, "nada": true, "nulo": true, "vacio": true,
	"desconocido": true, "desconocida": true, "pendiente": true, "no": true,
	"nenhum": true, "nenhuma": true, "nulo nulo": true, "vazio": true,
	"sin datos": true, "sin dato": true, "sem dados": true, "sem dado": true,
	"no tiene": true, "nao tem": true, "no aplica": true, "nao se aplica": true,
	"no corresponde": true, "no informado": true, "nao informado": true,
	"no disponible": true, "nao disponivel": true, "no posee": true, "nao possui": true,
}

// missingWhat are the words that follow "sin", "sem", "without" or "no"
// in a placeholder: what is missing ("sin correo", "sem telefone", "no
// email").
var missingWhat = map[string]bool{
	"dato": true, "datos": true, "dados": true, "dado": true, "data": true,
	"informacion": true, "info": true, "informacao": true, "registro": true, "cadastro": true,
	"especificar": true, "definir": true, "asignar": true, "numero": true, "num": true, "nro": true,
	"correo": true, "correo electronico": true, "email": true, "e mail": true, "mail": true,
	"nombre": true, "nome": true, "razon social": true, "name": true,
	"telefono": true, "tel": true, "telefone": true, "celular": true, "movil": true, "phone": true, "whatsapp": true,
	"direccion": true, "domicilio": true, "endereco": true, "address": true,
	"cuenta": true, "conta": true, "cbu": true, "cvu": true, "clabe": true, "cci": true, "iban": true, "account": true,
	"documento": true, "doc": true, "cuit": true, "cuil": true, "rfc": true, "rut": true, "ruc": true,
	"nit": true, "cpf": true, "cnpj": true, "dni": true, "ci": true, "id": true, "tax id": true,
	"tiene": true, "aplica": true, "informa": true, "posee": true, "registra": true, "corresponde": true,
}

// missingVerb are the words that follow "nao" (não) or "non" in a
// placeholder: "não tem", "não informado".
var missingVerb = map[string]bool{
	"tem": true, "possui": true, "informado": true, "informada": true, "informa": true,
	"aplica": true, "se aplica": true, "disponivel": true, "consta": true, "cadastrado": true,
}
