package taxid

// Peru. 11 digits are a RUC; 8 digits, or 8 digits and a check character,
// a DNI; 9 digits that fail as a DNI with check digit, a carné de
// extranjería. A 9-digit carné whose last digit happens to be a valid DNI
// check digit (about one in eleven) resolves as a DNI: pass the type "ce"
// when the value is known to be a carné. A RUC of prefix 10 embeds its
// holder's DNI in its digits 3 to 10.
//
// When the type is not given, the written form decides first
// (resolve.go): RENIEC prints the DNI's check character after a hyphen
// (10117410-2), so a value written so, or labelled DNI, is a DNI, valid or
// invalid_checksum; one labelled CE or carné is a carné. A compact 9-digit
// value whose check character fails is read as a carné, the default,
// since Migraciones numbers carnés in 9 digits with no check digit and a
// DNI is mostly written without its check character, with
// WarnAmbiguousType and OtherType "dni": it may also be a DNI with a
// mistyped digit.
var pe = &country{code: "PE", docs: []*document{&peRUC, &peDNI, &peCE},
	labels: []string{"ruc", "dni", "cui", "ce", "carne"}, overlap: true}
