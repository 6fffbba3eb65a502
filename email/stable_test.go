package email

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestStableUnicode validates many addresses built from characters that
// Unicode normalization, case mapping and UTS #46 treat specially, and
// checks the fuzz properties on each: whatever the verdict, a well-formed
// result validates again to itself.
func TestStableUnicode(t *testing.T) {
	pieces := []string{
		"a", "Z", "0", "-", ".", "ß", "ς", "Σ", "ﬁ", "K", "İ", "ı", "ǅ", "ǆ", "ﬀ", "ｇ", "Ａ", "．", "。", "｡", "－",
		"\u0301", "e\u0301", "\u1100\u1161", "가", "ü", "u\u0308", "Å", "Å", "ä", "ж", "Ж", "ا", "١", "א", "ב",
		"\u200d", "क्\u200dष", "٠", "۰", "½", "²", "Ⅸ", "ℌ", "㎏", "ﷺ", "𝒜", "😀", "xn--", "xn--bcher-kva", "@",
		" ", "\u00a0", "\"", "\\", "+", "_", "é", "ñ", "ç", "ã", "õ", "ó",
	}
	rng := rand.New(rand.NewPCG(5, 2026))
	word := func() string {
		var b strings.Builder
		for n := 1 + rng.IntN(5); n > 0; n-- {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		return b.String()
	}
	valid := 0
	for range 100000 {
		local := word()
		if rng.IntN(4) == 0 {
			local = `"` + local + `"`
		}
		domain := word() + "." + word()
		if rng.IntN(3) == 0 {
			domain = word() + "." + domain
		}
		in := local + "@" + domain
		bits := uint8(rng.IntN(16))
		v := validatorFromBits(bits)
		r := v.Validate(in)
		checkResult(t, v, in, r)
		if r.Valid {
			valid++
		}
	}
	if valid < 2000 {
		t.Errorf("only %d of the generated addresses are valid; the test exercises too little", valid)
	}
	t.Logf("%d of 100000 valid", valid)
}
