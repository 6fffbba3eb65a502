package name

// Particles and conjunctions (table listed, kind.go): the small words that
// belong to the surname or given name after them (kParticle: de, del, la,
// las, los, da, das, do, dos, di, du, van, von, der, den, ten, ter; with
// kCapital, keeping their capital: San, Santa, Mac, Mc) and those that
// join two surnames (kConjY y, kConjE e, kConjI i: Ortega y Gasset, Costa
// e Silva, Puig i Cadafalch). Written without accents (é is not e), they
// keep lower case inside a re-cased name.

// lowerParticle reports whether a word of kind k is written in lower
// case inside a re-cased name.
func lowerParticle(k kind) bool {
	return k&(kConjY|kConjE|kConjI) != 0 || k&(kParticle|kCapital) == kParticle
}
