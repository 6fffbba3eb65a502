package taxid

// Peru. 11 digits are a RUC; 8 digits, or 8 digits and a check character,
// a DNI; 9 digits that fail as a DNI with check digit, a carné de
// extranjería. A 9-digit carné whose last digit happens to be a valid DNI
// check digit (about one in eleven) resolves as a DNI: pass the type "ce"
// when the value is known to be a carné. A RUC of prefix 10 embeds its
// holder's DNI in its digits 3 to 10.
var pe = &country{code: "PE", docs: []*document{&peRUC, &peDNI, &peCE},
	labels: []string{"ruc", "dni", "cui", "ce", "carne"}}
