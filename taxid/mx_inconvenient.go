package taxid

// The inconvenient words of the RFC (mxRFCWords) and the CURP
// (mxCURPWords), which their issuers never assign as an id's four letters,
// in one table looked up with one probe: the four bytes of a word, read as
// a little-endian number and multiplied by mxWordMul, give its slot in the
// top eight bits, and a slot holds one word (TestMXWordLists checks every
// four letters against the lists). A table rather than a switch, whose 81
// cases compile to a binary search several times the size.

// The sets a word of mxWordSlots belongs to.
const (
	mxForRFC = 1 << iota
	mxForCURP
)

// mxWordMul spreads the words of both lists over the 256 slots without two
// in one (found by trying odd numbers).
const mxWordMul = 4117470121

// mxWordSlot is one slot of mxWordSlots: a word, 0 for none, and the sets
// it belongs to.
type mxWordSlot struct {
	word uint32
	sets uint8
}

var mxWordSlots = func() (t [256]mxWordSlot) {
	for _, list := range [...]struct {
		words string
		set   uint8
	}{{mxRFCWords, mxForRFC}, {mxCURPWords, mxForCURP}} {
		for i := 0; i+4 <= len(list.words); i += 5 {
			w := mxWord32(list.words[i:])
			s := &t[w*mxWordMul>>24]
			s.word, s.sets = w, s.sets|list.set
		}
	}
	return t
}()

// mxWord32 returns the first four bytes of s as a little-endian number.
func mxWord32[S ~string | ~[]byte](s S) uint32 {
	_ = s[3]
	return uint32(s[0]) | uint32(s[1])<<8 | uint32(s[2])<<16 | uint32(s[3])<<24
}

// mxInconvenient returns the sets (mxForRFC, mxForCURP) whose inconvenient
// words include the four bytes w (mxWord32); 0 when none does.
func mxInconvenient(w uint32) uint8 {
	if s := &mxWordSlots[w*mxWordMul>>24]; s.word == w {
		return s.sets
	}
	return 0
}
