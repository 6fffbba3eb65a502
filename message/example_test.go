package message_test

import (
	"fmt"

	"github.com/ndval/ndval/account"
	"github.com/ndval/ndval/message"
	"github.com/ndval/ndval/taxid"
)

// A supplier types a CUIT with a mistyped check digit into a form; the
// answer is shown in the language the browser asked for.
func Example() {
	lang := message.Match("es-AR,es;q=0.9,en;q=0.8") // an Accept-Language header
	r := taxid.Validate("AR", "", "30-54668997-8")
	fmt.Println(lang, r.Reason == "invalid_checksum")
	fmt.Println(lang.Error(r.Err()))
	fmt.Println(lang.Reason(r.Reason))

	a := account.Validate("AR", "", "sin cuenta")
	for _, w := range a.Warnings.Names() {
		fmt.Println(message.Portuguese.Warning("account", w))
	}
	// Output:
	// es-419 true
	// identificación tributaria AR CUIT: el dígito verificador no coincide
	// el dígito verificador no coincide
	// um marcador como N/A ou "sem dados", não uma conta
}
