package apikey

import (
	"crypto/rand"
	"crypto/sha256"
	"errors"
	"hash/crc32"
	"io"
	"strings"
)

// Prefix starts every key.
const Prefix = "nd_"

// Len is the length of a key: the prefix and 30 base62 characters.
const Len = len(Prefix) + randLen + sumLen

const (
	randLen = 24
	sumLen  = 6
	idLen   = 12
	base62  = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
)

// ErrUnauthenticated is wrapped by every error that means the key is bad,
// as opposed to a store failure: those of Parse and of Authenticate.
// errors.Is(err, ErrUnauthenticated) is how a server tells a 401 from a
// 503.
var ErrUnauthenticated = errors.New("apikey: not authenticated")

// authError is a reason a key does not authenticate; it wraps
// ErrUnauthenticated.
type authError struct{ msg string }

func (e *authError) Error() string { return e.msg }
func (e *authError) Unwrap() error { return ErrUnauthenticated }

// Errors of Parse, each wrapping ErrUnauthenticated. They say what is
// wrong with the form of a key; none of them says whether a well-formed
// key exists.
var (
	ErrMalformed   error = &authError{"apikey: malformed key"}
	ErrWrongPrefix error = &authError{"apikey: keys start with " + Prefix}
	ErrChecksum    error = &authError{"apikey: key checksum mismatch"}
)

// Hash is the SHA-256 of a key, the only form of it that stores keep.
type Hash [sha256.Size]byte

// Key is a well-formed secret key. Its String gives only its Hint, so %v
// and log/slog's handlers do not reveal it; Secret does.
type Key struct{ s string }

// Secret returns the key itself, to print once or send in a header.
func (k Key) Secret() string { return k.s }

// String returns a redacted form, so that a key printed by mistake does
// not leak.
func (k Key) String() string { return Hint(k.s) }

// Hash returns the SHA-256 of the key.
func (k Key) Hash() Hash { return sha256.Sum256([]byte(k.s)) }

// Hint returns a short, non-secret reminder of a key: "nd_…" and its last
// four characters, which are part of the checksum.
func Hint(key string) string {
	if len(key) < 4 {
		return Prefix + "…"
	}
	return Prefix + "…" + key[len(key)-4:]
}

// Parse checks the form of s (length, prefix, characters, checksum) and
// returns it as a Key. It reads nothing from any store.
func Parse(s string) (Key, error) {
	if strings.HasPrefix(s, "nd-") {
		return Key{}, ErrWrongPrefix
	}
	if len(s) != Len || !strings.HasPrefix(s, Prefix) {
		return Key{}, ErrMalformed
	}
	for i := len(Prefix); i < len(s); i++ {
		if !isBase62(s[i]) {
			return Key{}, ErrMalformed
		}
	}
	var sum [sumLen]byte
	encodeSum(sum[:], crc32.ChecksumIEEE([]byte(s[:Len-sumLen])))
	if string(sum[:]) != s[Len-sumLen:] {
		return Key{}, ErrChecksum
	}
	return Key{s: s}, nil
}

// New makes a key from crypto/rand.
func New() (Key, error) { return newKey(rand.Reader) }

func newKey(r io.Reader) (Key, error) {
	b := make([]byte, Len)
	copy(b, Prefix)
	if err := randomBase62(r, b[len(Prefix):len(Prefix)+randLen]); err != nil {
		return Key{}, err
	}
	encodeSum(b[Len-sumLen:], crc32.ChecksumIEEE(b[:Len-sumLen]))
	return Key{s: string(b)}, nil
}

// NewID makes a public key id, "key_" and 12 base62 characters.
func NewID() (string, error) {
	b := make([]byte, idLen)
	if err := randomBase62(rand.Reader, b); err != nil {
		return "", err
	}
	return "key_" + string(b), nil
}

// randomBase62 fills dst with uniformly random base62 characters, drawing
// bytes from r and rejecting those of 248 and above (248 = 4*62) so that
// the modulo introduces no bias.
func randomBase62(r io.Reader, dst []byte) error {
	var buf [64]byte
	n := 0
	for n < len(dst) {
		if _, err := io.ReadFull(r, buf[:]); err != nil {
			return err
		}
		for _, c := range buf {
			if c >= 248 {
				continue
			}
			dst[n] = base62[c%62]
			n++
			if n == len(dst) {
				break
			}
		}
	}
	return nil
}

// encodeSum writes v in base62, left-padded with zeros, into dst
// (62^6 > 2^32, so six characters always hold it).
func encodeSum(dst []byte, v uint32) {
	for i := len(dst) - 1; i >= 0; i-- {
		dst[i] = base62[v%62]
		v /= 62
	}
}

func isBase62(c byte) bool {
	return ('0' <= c && c <= '9') || ('A' <= c && c <= 'Z') || ('a' <= c && c <= 'z')
}
