package taxid

import "github.com/ndval/ndval/internal/clean"

// paAppendCompact appends Panama's compact form of s to b (the country's
// compaction, see country.hyphens). The hyphens of a
// Panamanian id say where its parts begin, and the check digits depend on
// it (see pa_ruc.go), so unlike clean.Compact it keeps them:
//   - letters are upper-cased, full-width digits read as digits, and
//     spaces, dots, slashes, commas, underscores and invisible marks
//     dropped, as clean.Compact does;
//   - '-' and its Unicode look-alikes become '-' (clean.AppendCompact
//     with keepDash); runs of them collapse into one, and leading and
//     trailing ones are removed;
//   - the check-digit marker, written "DV 40", "D.V. 40", "DV40", "dv: 40",
//     "DV-40" or "-DV-40", becomes the letters DV between the id and its
//     digits, with no hyphen around them and a one-digit DV padded to two:
//     "8-NT-1-12541 D.V.: 40" is "8-NT-1-12541DV40", "8-NT-2-4249 DV 8" is
//     "8-NT-2-4249DV08". The marker is the first "DV" of the value; a ':'
//     right after it is dropped, anywhere else it is kept (and reported as
//     invalid_format).
//
// Everything else is kept, so that a stray character is reported rather
// than dropped. The compaction is idempotent; the bytes already in b play
// no part in it.
func paAppendCompact(b []byte, s string) []byte {
	start := len(b)
	p := clean.AppendCompact(b[start:start], s, true) // empty, so no hyphen leads
	if len(p) > 0 && p[len(p)-1] == '-' {
		p = p[:len(p)-1]
	}
	for i := 0; i+1 < len(p); i++ {
		if p[i] == 'D' && p[i+1] == 'V' {
			p = paMarker(p, i)
			break
		}
	}
	return append(b, p...) // p is b's tail unless b had no room
}

// paMarker rewrites b, whose first "DV" is at i, into the canonical form
// id + "DV" + digits: no hyphen before the marker, no hyphen or ':' after
// it, and a lone DV digit padded with a zero.
func paMarker(b []byte, i int) []byte {
	start := i
	if start > 0 && b[start-1] == '-' {
		start--
	}
	j := i + 2
	for j < len(b) && (b[j] == '-' || b[j] == ':') {
		j++
	}
	out := append(b[:start], 'D', 'V')
	rest := b[j:]
	if len(rest) == 1 && '0' <= rest[0] && rest[0] <= '9' {
		d := rest[0]
		return append(out, '0', d)
	}
	// copy within b: out never overtakes rest, since start+2 <= j.
	return append(out, rest...)
}
