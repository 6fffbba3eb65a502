package name

import "github.com/ndval/ndval/internal/strhash"

// kind says what a word is, from the lists of title.go, particle.go and
// company.go; a word may be several things (Sr. is a title at the start
// and a suffix at the end).
type kind uint32

const (
	kTitle         kind = 1 << iota // an honorific or professional title (Sr., Dra., Lic.)
	kTitleGiven                     // a title put before a given name (Don, Doña)
	kUpper                          // written in capitals when the name is re-cased (CP, II)
	kSuffixAbbr                     // a suffix written short (Jr., II): one other word is enough
	kSuffixWord                     // a suffix that is also a word (Júnior, Filho, Neto)
	kParticle                       // a surname particle (de, del, la, da, dos, van, Mac, San)
	kCapital                        // a particle that keeps its capital: San, Santa, Mac, Mc
	kDe                             // the particle de alone, as in a married name (López de García)
	kConjY                          // y, joining two Spanish surnames
	kConjE                          // e: Portuguese surnames; Spanish before i-, hi-
	kConjI                          // i: Catalan surnames (Spain)
	kHyphen                         // a hyphen standing alone between two words
	kInitial                        // a single letter, with or without a period
	kLegal                          // a legal form (S.A., Ltda., SpA, S. de R.L. ends in R.L.)
	kLegalSa                        // SA without periods: also Sá, a Portuguese surname, unaccented
	kOrgStrong                      // a word that names an organization wherever it stands
	kOrgWeak                        // a word that names an organization when it comes first (Banco)
	kFamily                         // Hijos, Hijo, Filhos: a company after y, e or &
	kAmp                            // &
	kDotted                         // written with a period or a slash (S.A., S/A, Ltda.)
	kLong                           // three letters or more in short form
	kJoin                           // a hyphen standing alone between two words of a name: joins them
	kLegalInitials                  // a legal form of two letters other than S.A., also a person's initials (C.A., A.C., M.E.)
)

// kindOfPlain returns the kinds of a word with flags f whose short form
// (fold.go) is s, and true, when the word is not listed and has a letter
// and no period, as most words of a name: of the rules of kindOfListed,
// only length and initial apply to them, and the word itself is not
// read. For any other word it returns its listed kinds and false: its
// kinds are kindOfListed's.
func kindOfPlain(s []byte, f flags) (kind, bool) {
	var k kind
	if len(s) > 0 {
		// listedKind, its filter here: most words are turned away
		// without a call
		if h := shapeHash(s); listedFilter.mayHaveHash(h) {
			k = listedKindOf(s, h)
		}
	}
	if k != 0 || f&(fLetter|fDot) != fLetter {
		return k, false
	}
	if len(s) >= 3 {
		k = kLong
	}
	if f&fMulti == 0 {
		k |= kInitial
	}
	return k, true
}

// kindOfListed returns the kinds of word w with flags f, whose short
// form (fold.go) is s and whose listed kinds are k.
func kindOfListed(k kind, s []byte, w string, f flags) kind {
	const asciiOnly = kLegal | kParticle | kCapital | kDe | kConjY | kConjE | kConjI
	if k&asciiOnly != 0 && !ascii(w) {
		k &^= asciiOnly // not Sá, é
	}
	if k&kLegal != 0 && string(s) == "sa" && (w == "SA" || w == "Sa" || w == "sa") {
		k |= kLegalSa
	}
	if w == "&" {
		k |= kAmp
	}
	if len(s) >= 3 {
		k |= kLong
	}
	periods := 0
	for i := 0; f&fDot != 0 && i < len(w); i++ { // f says whether w has one
		if w[i] == '.' || w[i] == '/' {
			k |= kDotted
			periods++
		}
	}
	if k&kLegal == 0 && periods >= 2 && anonymaWithTrades(s) {
		k |= kLegal // S.A.A.I., S.A.C.e I.: not listed, read by their letters
	}
	if k&kLegal != 0 && len(s) == 2 && string(s) != "sa" {
		k |= kLegalInitials
	}
	single := f&fLetter != 0 && f&fMulti == 0
	switch {
	case single:
		k |= kInitial // J, J.; y, e, i join surnames too
	case f&fLetter == 0 && len(w) > 0 && classify(firstRune(w)) == cHyphen && len(s) <= 3:
		k |= kHyphen
	}
	if single && w[len(w)-1] == '.' {
		k &^= kConjY | kConjE | kConjI // an initial, not a conjunction
	}
	return k
}

// anonymaWithTrades reports whether the short form s is that of an
// Argentine or Paraguayan sociedad anónima followed by the initials of its
// trades (S.A.C.I.F.I.A.: comercial, industrial, financiera, inmobiliaria,
// agropecuaria; M minera, G ganadera, E exportadora or the conjunction e,
// y): sa and at least one of those letters. Written with periods, such a
// word is never a name.
func anonymaWithTrades(s []byte) bool {
	if len(s) < 3 || s[0] != 's' || s[1] != 'a' {
		return false
	}
	for _, c := range s[2:] {
		switch c {
		case 'a', 'c', 'e', 'f', 'g', 'i', 'm', 'y':
		default:
			return false
		}
	}
	return true
}

func firstRune(w string) rune {
	for _, r := range w {
		return r
	}
	return 0
}

// listedKind returns the kinds the table listed gives the short form s, or
// 0. Most words of a name are not listed: listedFilter turns them away
// before the search.
func listedKind(s []byte) kind {
	if len(s) == 0 {
		return 0
	}
	h := shapeHash(s)
	if !listedFilter.mayHaveHash(h) {
		return 0
	}
	return listedKindOf(s, h)
}

// listedKindOf is listedKind for a short form s, not empty, whose
// shapeHash is h, which listedFilter lets through.
func listedKindOf(s []byte, h uint32) kind {
	if i := listedIndex.Find(h, func(i int) bool { return listed[i].word == string(s) }); i >= 0 {
		return listed[i].kind
	}
	return 0
}

// listedIndex finds a word's position in listed by the hash listedFilter
// computes, which costs a few instructions where FNV-1a costs a few a
// byte: built once from the literal table and never changed, it holds no
// pointer for the collector to follow.
var listedIndex = strhash.NewTable(len(listed), func(i int) uint32 { return shapeHash([]byte(listed[i].word)) })

// listedFilter holds the short forms of listed (TestListedKind checks that
// it turns none away): most words of a name are not listed, and the
// filter turns away more of them than the table's empty slots do.
var listedFilter = func() (f wordFilter) {
	for _, w := range listed {
		f.add([]byte(w.word))
	}
	return f
}()

// listed holds the words of titles and suffixes (title.go), particles and
// conjunctions (particle.go), legal forms and organization words
// (company.go) in short form, sorted, with their kinds: one table, so that
// a word costs one search.
var listed = [...]struct {
	word string
	kind kind
}{
	{"abog", kTitle},
	{"ac", kLegal},
	{"academia", kOrgStrong},
	{"administracion", kOrgStrong},
	{"administradora", kOrgStrong},
	{"aerolineas", kOrgStrong},
	{"agencia", kOrgStrong},
	{"agropecuaria", kOrgStrong},
	{"alcaldia", kOrgStrong},
	{"almacenes", kOrgStrong},
	{"armada", kOrgWeak},
	{"arq", kTitle},
	{"arzobispado", kOrgStrong},
	{"asamblea", kOrgStrong},
	{"aseguradora", kOrgStrong},
	{"asociacion", kOrgStrong},
	{"asociados", kOrgStrong},
	{"assembleia", kOrgStrong},
	{"associacao", kOrgStrong},
	{"associados", kOrgStrong},
	{"autoridad", kOrgStrong},
	{"ayuntamiento", kOrgStrong},
	{"banco", kOrgWeak},
	{"ca", kLegal},
	{"cabildo", kOrgStrong},
	{"caixa", kOrgWeak},
	{"caja", kOrgWeak},
	{"camara", kOrgWeak},
	{"casa", kOrgWeak},
	{"centro", kOrgWeak},
	{"cia", kOrgStrong},
	{"clinica", kOrgStrong},
	{"club", kOrgStrong},
	{"cnel", kTitle},
	{"colegio", kOrgStrong},
	{"comercial", kOrgStrong},
	{"comercializadora", kOrgStrong},
	{"comercio", kOrgStrong},
	{"comision", kOrgStrong},
	{"comite", kOrgStrong},
	{"companhia", kOrgStrong},
	{"compania", kOrgStrong},
	{"condominio", kOrgStrong},
	{"confederacao", kOrgStrong},
	{"confederacion", kOrgStrong},
	{"congreso", kOrgStrong},
	{"consorcio", kOrgStrong},
	{"constructora", kOrgStrong},
	{"construtora", kOrgStrong},
	{"consulado", kOrgStrong},
	{"contraloria", kOrgStrong},
	{"cooperativa", kOrgStrong},
	{"cooperativo", kOrgStrong},
	{"corp", kLegal},
	{"corporacion", kOrgStrong},
	{"cp", kTitle | kUpper},
	{"cpa", kTitle | kUpper},
	{"cpn", kTitle | kUpper},
	{"cr", kTitle},
	{"cv", kLegal},
	{"da", kParticle},
	{"das", kParticle},
	{"de", kParticle | kDe},
	{"defensoria", kOrgStrong},
	{"del", kParticle},
	{"den", kParticle},
	{"departamento", kOrgStrong},
	{"der", kParticle},
	{"di", kParticle},
	{"diocesis", kOrgStrong},
	{"diputacion", kOrgStrong},
	{"direccion", kOrgStrong},
	{"distribuidora", kOrgStrong},
	{"dna", kTitle | kTitleGiven},
	{"do", kParticle},
	{"dom", kTitle | kTitleGiven},
	{"don", kTitle | kTitleGiven},
	{"dona", kTitle | kTitleGiven},
	{"dos", kParticle},
	{"dr", kTitle},
	{"dra", kTitle},
	{"dres", kTitle},
	{"du", kParticle},
	{"e", kConjE},
	{"editora", kOrgStrong},
	{"editorial", kOrgStrong},
	{"eireli", kLegal},
	{"eirl", kLegal},
	{"ejercito", kOrgStrong},
	{"embajada", kOrgStrong},
	{"empresa", kOrgStrong},
	{"empresas", kOrgStrong},
	{"eng", kTitle},
	{"enga", kTitle},
	{"enr", kLegal},
	{"epp", kLegal},
	{"esc", kTitle},
	{"escola", kOrgWeak},
	{"escuela", kOrgStrong},
	{"estado", kOrgWeak},
	{"exportadora", kOrgStrong},
	{"faculdade", kOrgStrong},
	{"facultad", kOrgStrong},
	{"farmacia", kOrgStrong},
	{"farmacias", kOrgStrong},
	{"federacao", kOrgStrong},
	{"federacion", kOrgStrong},
	{"filha", kSuffixWord},
	{"filho", kSuffixWord},
	{"filhos", kFamily},
	{"financiera", kOrgStrong},
	{"fiscalia", kOrgStrong},
	{"fray", kTitle | kTitleGiven},
	{"fundacao", kOrgStrong},
	{"fundacion", kOrgStrong},
	{"gmbh", kLegal},
	{"gobernacion", kOrgStrong},
	{"gobierno", kOrgStrong},
	{"governo", kOrgStrong},
	{"gral", kTitle},
	{"grupo", kOrgStrong},
	{"hermanos", kOrgStrong},
	{"hijo", kFamily},
	{"hijos", kFamily},
	{"hnos", kOrgStrong},
	{"holding", kOrgStrong},
	{"hospital", kOrgWeak},
	{"hotel", kOrgStrong},
	{"hoteles", kOrgStrong},
	{"i", kConjI},
	{"iap", kLegal},
	{"iglesia", kOrgWeak},
	{"igreja", kOrgWeak},
	{"ii", kSuffixAbbr | kUpper},
	{"iii", kSuffixAbbr | kUpper},
	{"imobiliaria", kOrgStrong},
	{"importadora", kOrgStrong},
	{"inc", kLegal},
	{"industria", kOrgStrong},
	{"industrias", kOrgStrong},
	{"ing", kTitle},
	{"inmobiliaria", kOrgStrong},
	{"instituto", kOrgStrong},
	{"intendencia", kOrgStrong},
	{"inversiones", kOrgStrong},
	{"irmaos", kOrgStrong},
	{"iv", kSuffixAbbr | kUpper},
	{"jnr", kSuffixAbbr},
	{"jr", kSuffixAbbr},
	{"junior", kSuffixWord},
	{"junta", kOrgWeak},
	{"la", kParticle},
	{"laboratorio", kOrgStrong},
	{"laboratorios", kOrgStrong},
	{"las", kParticle},
	{"lda", kLegal},
	{"lic", kTitle},
	{"licda", kTitle},
	{"licdo", kTitle},
	{"liceo", kOrgStrong},
	{"limitada", kOrgStrong},
	{"llc", kLegal},
	{"los", kParticle},
	{"ltd", kLegal},
	{"ltda", kLegal},
	{"mac", kParticle | kCapital},
	{"mc", kParticle | kCapital},
	{"me", kLegal},
	{"mei", kLegal},
	{"mercantil", kOrgStrong},
	{"ministerio", kOrgStrong},
	{"mons", kTitle},
	{"mr", kTitle},
	{"mrs", kTitle},
	{"ms", kTitle},
	{"mtra", kTitle},
	{"mtro", kTitle},
	{"municipalidad", kOrgStrong},
	{"municipio", kOrgStrong},
	{"mutual", kOrgStrong},
	{"neta", kSuffixWord},
	{"neto", kSuffixWord},
	{"oficina", kOrgStrong},
	{"parroquia", kOrgStrong},
	{"partido", kOrgStrong},
	{"pbro", kTitle},
	{"petroleos", kOrgStrong},
	{"plc", kLegal},
	{"poder", kOrgWeak},
	{"policia", kOrgStrong},
	{"prefeitura", kOrgStrong},
	{"procuraduria", kOrgStrong},
	{"prof", kTitle},
	{"profa", kTitle},
	{"registro", kOrgStrong},
	{"republica", kOrgStrong},
	{"restaurante", kOrgStrong},
	{"rl", kLegal},
	{"sa", kLegal},
	{"saa", kLegal},
	{"sab", kLegal},
	{"sac", kLegal},
	{"saci", kLegal},
	{"sacif", kLegal},
	{"sacifi", kLegal},
	{"sacifia", kLegal},
	{"sae", kLegal},
	{"saeca", kLegal},
	{"saic", kLegal},
	{"saicf", kLegal},
	{"san", kParticle | kCapital},
	{"santa", kParticle | kCapital},
	{"sapi", kLegal},
	{"sapib", kLegal},
	{"sas", kLegal},
	{"sau", kLegal},
	{"sc", kLegal},
	{"sca", kLegal},
	{"scp", kLegal},
	{"scrl", kLegal},
	{"scs", kLegal},
	{"secretaria", kOrgStrong},
	{"seguradora", kOrgStrong},
	{"seguros", kOrgStrong},
	{"senado", kOrgStrong},
	{"servicio", kOrgStrong},
	{"servicios", kOrgStrong},
	{"servicos", kOrgStrong},
	{"sgps", kLegal},
	{"sindicato", kOrgStrong},
	{"sl", kLegal},
	{"sll", kLegal},
	{"slu", kLegal},
	{"snc", kLegal},
	{"snr", kSuffixAbbr},
	{"sobrinha", kSuffixWord},
	{"sobrinho", kSuffixWord},
	{"sociedad", kOrgStrong},
	{"sociedade", kOrgStrong},
	{"sofom", kLegal},
	{"sor", kTitle | kTitleGiven},
	{"spa", kLegal},
	{"sprl", kLegal},
	{"sr", kTitle | kSuffixAbbr},
	{"sra", kTitle},
	{"sres", kTitle},
	{"srl", kLegal},
	{"srta", kTitle},
	{"sucesion", kOrgStrong},
	{"sucesores", kOrgStrong},
	{"superintendencia", kOrgStrong},
	{"supermercado", kOrgStrong},
	{"supermercados", kOrgStrong},
	{"ten", kParticle},
	{"ter", kParticle},
	{"tesoreria", kOrgStrong},
	{"tiendas", kOrgStrong},
	{"transportes", kOrgStrong},
	{"tribunal", kOrgStrong},
	{"unipessoal", kOrgStrong},
	{"universidad", kOrgStrong},
	{"universidade", kOrgStrong},
	{"van", kParticle},
	{"von", kParticle},
	{"y", kConjY},
}
