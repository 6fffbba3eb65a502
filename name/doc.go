// Package name validates and splits the names of Latin American, Spanish
// and Portuguese people and tells them from the names of companies:
// given names, the father's surname and the mother's, titles and
// suffixes, country by country, saying when the split is a guess.
//
//	r := name.Validate("MX", "Juan Carlos Pérez González")
//	// r.First "Juan Carlos", r.Paternal "Pérez", r.Maternal "González",
//	// r.Entity ndval.EntityPerson
//	r = name.Validate("BR", "João Carlos Silva Santos")
//	// r.Paternal "Santos", r.Maternal "Silva": the father's surname is last
//	r = name.Validate("MX", "Grupo Bimbo, S.A.B. de C.V.")
//	// r.Entity ndval.EntityCompany, not split
//
// Options live in a Validator, whose zero value reads names given names
// first; Validator{Order: OrderSurnamesFirst} reads them as government
// lists write them ("PÉREZ GONZÁLEZ JUAN CARLOS"). A comma always means
// surnames first ("PÉREZ GONZÁLEZ, Juan Carlos").
//
// # What valid means
//
// A name is valid when it has a word with a letter that is not a title
// (Sr., Dra., Lic., Don ...) and no character that does not belong in a
// name. Letters of any script and their combining marks belong, and so do
// the period of an abbreviation, the middle dot of Catalan l·l, the
// apostrophe (and the marks typed for it: ’ ʼ ‘ ` ´, written '), the
// hyphen (and the Unicode hyphens and dashes, written -), spaces of any
// kind between words, and commas. A company's name may also hold digits
// and & ( ) / + ". Anything else is ndval.ReasonInvalidFormat: digits in
// a person's name, @, #, _, emoji, control characters (a tab or a line
// break inside the value too), format characters such as bidi overrides,
// and bytes that are not UTF-8. The zero-width space, the word joiner, the
// byte order mark and the soft hyphen are dropped. An empty value, or one
// with only titles, punctuation or a legal form, is
// ndval.ReasonMissingValue. A value of more than MaxLength (256) bytes
// once trimmed, a Full that would be longer, or more than 48 words, is
// ndval.ReasonTooLong.
//
// Valid says nothing about whether the split is right: Warnings does.
//
// # Order rules
//
// Countries with rules (Countries): Spain, Puerto Rico and the
// Spanish-speaking countries of America (AR BO CL CO CR CU DO EC ES GT HN
// MX NI PA PE PR PY SV UY VE), and Portugal, Brazil and the
// Portuguese-speaking countries of Africa (AO BR CV GW MZ PT ST), whose
// civil registers descend from Portugal's. Equatorial Guinea, Timor-Leste,
// Macao and every other assigned code are ndval.ReasonUnsupportedCountry:
// their names follow other customs.
//
// Spanish: given names, then the first surname (traditionally the
// father's), then the second (the mother's): "Juan Carlos Pérez González"
// (Real Academia Española, Diccionario panhispánico de dudas, "apellido").
// Paternal is the first surname even where the parents may now choose
// the order (Spain, Ley 20/2011 del Registro Civil, art. 49; Argentina,
// Código Civil y Comercial, art. 64; Chile, Ley 21.334): it is the name
// registers and tax ids (the RFC and CURP of Mexico) take first. Surnames
// joined by y (i in Catalan, e before i- and hi-) were the old way of
// writing the father's and the mother's surnames: "Santiago Ramón y
// Cajal" (father Justo Ramón, mother Antonia Cajal) gives Paternal
// "Ramón", Maternal "Cajal"; they stay one surname when another follows.
//
// Portuguese: given names, then surnames, the mother's first and the
// father's last: "João Carlos Silva Santos" gives Paternal "Santos",
// Maternal "Silva" (the custom of Portugal and Brazil; Portugal's Código
// do Registo Civil, art. 103, allows two given names and four surnames;
// Brazil's Lei 6.015/1973, art. 54, prescribes no order). Maternal holds
// every surname before the last. Surnames joined by e stay one ("Artur da
// Costa e Silva").
//
// A name with a comma is read surnames first in every country: the words
// before it are the surnames, those after it the given names. A two-word
// name is a given name and a surname. When the words could be split more
// than one way ("José María Martín Sánchez": two given names and two
// surnames, or one and three), each split is scored by what the embedded
// lists (# Data) say of each word, a given name, a surname or either, and
// by how usual that many given names and surnames are (two surnames in
// Spanish; two given names in Portuguese; at most two given names in
// Portugal). WarnUncertainSplit says the best split was not clearly ahead
// or puts a word where the lists know it only in the other part; the
// testdata table of public figures' names reports how often the split is
// right (93% of 334; of the 23 wrong splits, 19 warned).
//
// Paternal and Maternal keep their particles ("de la Cruz", "da Silva");
// a check against the letters of a Mexican RFC or CURP skips them as the
// SAT and RENAPO rules do.
//
// What stays whole: particles with the word after them ("de la Cruz",
// "del Valle", "de los Santos", "da Silva", "dos Santos", "San Martín",
// "Mac Allister"); compound surnames the lists know ("Espinosa de los
// Monteros"), and, in a Spanish name of four parts or more, a word and a
// "de" part inside it ("Ernesto Zedillo Ponce de León", with
// WarnUncertainSplit); hyphenated surnames ("Pérez-Reverte", or "García -
// Mauriño" with a hyphen standing alone); and, in Spanish, compound given
// names the lists know, matched without their particles ("María José",
// "José María", "Juan Pablo", "María del Carmen", "María de los
// Ángeles"). A trailing "de" and one word after a single surname ("María
// López de García") is a married name or a compound surname the lists do
// not know ("Pérez de Cuéllar"): it goes to Maternal with
// WarnUncertainSplit.
//
// Titles at the start go to Title (Sr., Sra., Srta., Dr., Dra., Lic.,
// Ing., Arq., CP, C.P., Don, Doña, Prof. ...; the list is in title.go); a
// single word after Sr. or Dr. is a surname, after Don or Doña a given
// name. The suffix at the end goes to Suffix (Jr., II, III; Júnior,
// Filho, Neto, Sobrinho only after two words of the name, since they are
// also names and surnames): "Junior Alexander Pérez" keeps Junior as a
// given name. A name of one word warns WarnSingleToken.
//
// # Companies
//
// A value is a company's name when it ends in a legal form (S.A., S.A. de
// C.V., S.A.B. de C.V., S. de R.L. de C.V., S.R.L., SAS, S.A.S., SpA,
// Ltda., EIRL, E.I.R.L., EIRELI, ME, EPP, S.C., A.C., S.C.S., C.A., S.L.,
// Lda., SGPS ...), holds one written with periods, or with periods and
// spaces, elsewhere ("S.A.C.I. Falabella", "Bimbo S. A. de C. V. Planta
// Norte", "Ledesma S.A.A.I.", S.A. followed by the initials of its
// trades, listed or not), except the two-letter forms that are also a
// person's initials (C.A., A.C., M.E., and S. A. with spaces) before the
// end, holds a word that names an organization wherever it stands
// (Sociedad, Cía., Hnos., Asociados, Cooperativa, Fundación, Asociación,
// Universidad, Instituto, Ministerio, Municipalidad, Gobierno,
// Secretaría, Superintendencia, Grupo ... none of them a surname in the
// lists), has an &, ends in "e Hijos", or starts with a word that names an
// organization there but is also a surname (Banco, Caja, Caixa, Iglesia,
// Cámara) while read given names first without a comma: "Banco de Chile"
// is a bank, "Juan Banco Pérez", "Banco Pérez, Juan" and, read surnames
// first, "BANCO PÉREZ JUAN" are people (with WarnCompanyWord). SA without
// periods after de, da or do, or after a Portuguese given name in a
// Portuguese-speaking country, is the surname Sá written without its
// accent. A company's name is cleaned but keeps its casing (acronyms and
// legal forms cannot be re-cased) and is not split.
//
// # Casing
//
// A person's name written all in capitals or all in lower case (and not
// only initials) is put in name case: "MARÍA JOSÉ DE LA CRUZ" becomes
// "María José de la Cruz", "MCDONALD" "McDonald", "O'HIGGINS"
// "O'Higgins", "PÉREZ-REVERTE" "Pérez-Reverte". Particles and conjunctions
// stay lower case, also where a surname starts the name ("DE LA CRUZ,
// MARÍA" is "de la Cruz, María", "VAN DER BERG" "van der Berg"), so that
// Paternal is the same in every order; a given name that starts the name
// starts with a capital. CP and II stay in capitals. A name in mixed case is kept as written, so "PÉREZ GONZÁLEZ,
// Juan Carlos" keeps its capitals. The case mappings are Unicode's simple
// ones (package unicode), rune by rune, with the Greek final sigma; no
// cases.Caser is built.
//
// # Reasons and errors
//
// Result.Reason is one of the shared codes: ndval.ReasonMissingCountry,
// ndval.ReasonInvalidCountry and ndval.ReasonUnsupportedCountry (checked
// first, by the module's one country rule), then ndval.ReasonTooLong,
// ndval.ReasonMissingValue and ndval.ReasonInvalidFormat. Result.Err
// returns nil exactly when Valid, else an *ndval.Error with Field
// ndval.FieldName, the country and the reason; errors.Is(err,
// ndval.ReasonInvalidFormat) works. Errors never hold the name.
//
// # Data
//
// The lists the split is scored by are generated into tables.go by `go
// generate` from the files of data/ (data/SOURCES.md names each source,
// its version and licence; DataVersion names them): the given names and
// surnames of the es, es_MX, pt_BR and pt_PT locales of @faker-js/faker,
// INE's given names and surnames of Spain's residents with their number of
// bearers, and IBGE's first names of Brazil's 2010 census with theirs,
// 28,776 words and compound names in all. A word in a language's lists of
// given names and of surnames is either, unless the counts show one role
// negligible (under a twentieth of the other's bearers: García is a
// surname, Itziar a given name), so that a second given name the lists
// know (Ana Itziar Goñi, Carlos Heitor Prado) is read as one; a word only
// the other language's lists know counts as weak evidence of its role
// there; a word no list knows leans to the surnames, since given names are
// far less varied than surnames.
//
// # Shared state
//
// The tables are read only; Validate keeps no state between calls,
// allocates nothing for a name already clean and once for one it cleans
// or re-cases (BENCHMARKS.md has the figures), and is safe for concurrent
// use.
package name
