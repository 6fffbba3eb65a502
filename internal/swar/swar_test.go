package swar

import (
	"encoding/binary"
	"math/rand/v2"
	"testing"
)

func TestLoad(t *testing.T) {
	b := []byte("abcdefghij")
	for i := 0; i+8 <= len(b); i++ {
		want := binary.LittleEndian.Uint64(b[i:])
		if got := Load(b[i:]); got != want {
			t.Errorf("Load(%q) = %#x, want %#x", b[i:], got, want)
		}
		if got := Load(string(b[i:])); got != want {
			t.Errorf("Load(string %q) = %#x, want %#x", b[i:], got, want)
		}
	}
}

func TestLoadShort(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("Load of 7 bytes did not panic")
		}
	}()
	Load("1234567")
}

// isDigit is the byte-at-a-time rule the word tests must agree with.
func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// words yields every word whose bytes are drawn from a set that holds each
// byte around the digits' edges and the high bit, in every position, and
// random words.
func words(f func(x uint64)) {
	edge := []byte{0, '/', '0', '5', '9', ':', 0x3f, 0x40, 0x7f, 0x80, 0xb0, 0xb9, 0xff}
	for _, c := range edge {
		for _, d := range edge {
			for pos := range 8 {
				var w [8]byte
				for i := range w {
					w[i] = '7'
				}
				w[pos] = c
				w[(pos+3)%8] = d
				f(binary.LittleEndian.Uint64(w[:]))
			}
		}
	}
	r := rand.New(rand.NewPCG(1, 2))
	for range 100_000 {
		f(r.Uint64())
	}
}

func TestDigits(t *testing.T) {
	words(func(x uint64) {
		var b [8]byte
		binary.LittleEndian.PutUint64(b[:], x)
		want, ascii := true, true
		for _, c := range b {
			want = want && isDigit(c)
			ascii = ascii && c < 0x80
		}
		if got := Digits(x); got != want {
			t.Fatalf("Digits(%q) = %v, want %v", b, got, want)
		}
		if got := ASCII(x); got != ascii {
			t.Fatalf("ASCII(%q) = %v, want %v", b, got, ascii)
		}
	})
}

func FuzzDigits(f *testing.F) {
	f.Add("20123456")
	f.Add("2012345:")
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) < 8 {
			return
		}
		want := true
		for i := range 8 {
			want = want && isDigit(s[i])
		}
		if got := Digits(Load(s)); got != want {
			t.Errorf("Digits(Load(%q)) = %v, want %v", s[:8], got, want)
		}
	})
}
