package address

// Most stages look for a word that most addresses lack: a post-office box,
// a block, S/N, a number sign, the "y" of an intersection, a direction,
// the "en" of a street in prose. A stage matches only where its first
// word (its cue) is, so tokenize records each token's cues, and the parser
// the cues of the whole address, and the stage is not run where its cue
// is absent. Each gate holds by construction: the stage it guards returns
// "no match" for every token whose word is not in the cue's list, which
// is the list of the stage's own first switch. TestCueWords reads those
// switches from the source (cueStages names each gated stage once) and
// requires that lookupWord and punctCue give each of their words the
// stage's cue, and no other word. TestCues parses every address of the
// test tables, and every cue word where its stage matches, with the
// gates and with all of them open, and compares the parser's whole state.

// cue is a set of the stages a token can start.
type cue uint16

const (
	cueSign    cue = 1 << iota // a number sign: '#', a word of class cNumberSign (numberSignAt)
	cueSN                      // the first word of S/N: sn, s, sin, sem (snAt)
	cuePOBox                   // apartado, casilla, caixa, po ... (poBoxAt)
	cueBlock                   // cuadra, cdra, cda (blockAt)
	cueAnd                     // y, e, con, '&' (intersectionAt)
	cueSlash                   // e, c, esq, before a slash (crossSlash)
	cueCompass                 // a direction (compassWord), which ends a distance (distanceAt)
	cueRegion                  // a region marker (isRegionMarker, regionMarkerBefore)
	cuePostal                  // cp, cep, zip, codigo, c ... (postalMarker)
	cueHouse                   // a number or a word of number shape (houseNumberAt)
	cueEn                      // en, which introduces a street in prose (proseStreet)

	// cueGates is the cues above, which only let a stage run: with all
	// of them set, every stage runs everywhere (TestCues).
	cueGates = 1<<iota - 1

	// cueNumber is numberLike's answer, worked out once: a number, or a
	// word of number shape (houseSuffix, quitoNumber). It is no gate,
	// and cueHouse, which is, is set with it.
	cueNumber cue = 1 << 15
)

// punctCue returns the cues of the separator c.
func punctCue(c byte) cue {
	switch c {
	case '#':
		return cueSign
	case '&':
		return cueAnd
	}
	return 0
}

// cued reports whether token k has one of the cues c. It reads the
// token array up to maxTokens, not p.n, which compiles without a bounds
// check: a token at n or after has no cues (reset clears those written),
// and were it to have any, a gate would only run its stage, which finds
// no token there.
func (p *parser) cued(k int, c cue) bool {
	return uint(k) < maxTokens && p.toks[k].cue&c != 0
}
