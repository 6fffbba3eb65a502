package name

// kindOf returns the kinds of word w with flags f, whose short form
// (fold.go) is s, as run reads them: kindOfPlain's for a plain word,
// else kindOfListed's. checkFolded holds it to kindOfListed of
// listedKind, the rules on every word.
func kindOf(s []byte, w string, f flags) kind {
	k, plain := kindOfPlain(s, f)
	if !plain {
		k = kindOfListed(k, s, w, f)
	}
	return k
}
