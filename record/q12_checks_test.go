package record

import (
	"testing"

	"github.com/ndval/ndval"
	"github.com/ndval/ndval/name"
	"github.com/ndval/ndval/taxid"
)

// taxIDMatchesNameRef is taxIDMatchesName as it was before it compared
// the key with the id's first bytes (strings.HasPrefix) rather than with
// its first four characters (firstRunes): the reference it must match.
func taxIDMatchesNameRef(t *taxid.Result, n *name.Result) (ok bool, detail string, applies bool) {
	if t == nil || n == nil || !t.Valid || t.Entity != ndval.EntityPerson ||
		!n.Valid || n.Entity != ndval.EntityPerson || (t.Type != "rfc" && t.Type != "curp") {
		return false, "", false
	}
	key := taxid.MXNameKey(t.Type, n.First, n.Paternal, n.Maternal)
	if key == "" {
		return false, "", false
	}
	id := firstRunes(t.Normalized, 4)
	if id == key || (t.Type == "rfc" && id == taxid.MXNameKeyLegacy(n.First, n.Paternal, n.Maternal)) {
		return true, "the tax id's name letters agree with the name", true
	}
	detail = "the tax id's name letters disagree with the " + nameParts(id, key)
	if n.Warnings.Has(name.WarnUncertainSplit) {
		detail += "; the name's split into given names and surnames is uncertain"
	}
	return false, detail, true
}

// checkTaxIDName fails unless taxIDMatchesName answers as its reference
// for the id and name, as an RFC and as a CURP.
func checkTaxIDName(t *testing.T, id string, n *name.Result) {
	t.Helper()
	for _, typ := range []string{"rfc", "curp"} {
		tr := &taxid.Result{Valid: true, Entity: ndval.EntityPerson, Type: typ, Normalized: id}
		ok, detail, applies := taxIDMatchesName(tr, n)
		wantOK, wantDetail, wantApplies := taxIDMatchesNameRef(tr, n)
		if ok != wantOK || detail != wantDetail || applies != wantApplies {
			t.Fatalf("taxIDMatchesName(%s %q, %+v) = %v, %q, %v; want %v, %q, %v",
				typ, id, n, ok, detail, applies, wantOK, wantDetail, wantApplies)
		}
	}
}

// q12Names are persons' names whose current and legacy keys differ, or
// hold Ñ under the legacy rule, or have no second surname.
var q12Names = []*name.Result{
	{First: "Emma", Paternal: "Gómez", Maternal: "Díaz"},
	{First: "Juan", Paternal: "Martínez"},
	{First: "José Ángel", Paternal: "Ñuño", Maternal: "Pérez"},
	{First: "Ernesto", Paternal: "Ek", Maternal: "Rivera"},
	{First: "Alberto", Paternal: "Camacho", Maternal: "Castro"},
	{First: "Roberto", Paternal: "O'farril", Maternal: "Carballo"},
	{First: "Juan", Paternal: "Gómez", Maternal: "Núñez", Warnings: name.WarnUncertainSplit},
	{First: "", Paternal: "Gómez", Maternal: "Díaz"},
}

// TestTaxIDMatchesNameRef compares taxIDMatchesName with its reference
// for every name of q12Names against every id of up to four characters
// from the letters of their keys, Ñ, an accented letter and a digit (each
// also followed by the rest of an RFC), and the keys themselves.
func TestTaxIDMatchesNameRef(t *testing.T) {
	letters := []string{"G", "O", "D", "E", "M", "A", "X", "J", "Ñ", "é", "5"}
	for _, n := range q12Names {
		n.Valid, n.Entity = true, ndval.EntityPerson
		for _, typ := range []string{"rfc", "curp"} {
			for _, k := range []string{taxid.MXNameKey(typ, n.First, n.Paternal, n.Maternal),
				taxid.MXNameKeyLegacy(n.First, n.Paternal, n.Maternal)} {
				checkTaxIDName(t, k, n)
				checkTaxIDName(t, k+"561231GR8", n)
			}
		}
		var build func(prefix string, depth int)
		build = func(prefix string, depth int) {
			checkTaxIDName(t, prefix, n)
			checkTaxIDName(t, prefix+"561231GR8", n)
			if depth == 0 {
				return
			}
			for _, l := range letters {
				build(prefix+l, depth-1)
			}
		}
		build("", 4)
	}
}

// FuzzTaxIDMatchesNameRef compares taxIDMatchesName with its reference on
// any id and name parts.
func FuzzTaxIDMatchesNameRef(f *testing.F) {
	for _, n := range q12Names {
		f.Add("GODE561231GR8", n.First, n.Paternal, n.Maternal)
	}
	f.Fuzz(func(t *testing.T, id, first, paternal, maternal string) {
		checkTaxIDName(t, id, &name.Result{Valid: true, Entity: ndval.EntityPerson, First: first, Paternal: paternal, Maternal: maternal})
	})
}
