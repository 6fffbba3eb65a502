package email_test

import (
	"context"
	"errors"
	"fmt"
	"net"

	"github.com/ndval/ndval"
	"github.com/ndval/ndval/email"
)

func ExampleValidate() {
	// The domain is lower-cased; the local part keeps its case.
	r := email.Validate("  Ana.Souza@UOL.com.br ")
	fmt.Println(r.Valid, r.Normalized, r.Warnings)

	// An internationalized domain has an ASCII (Punycode) form...
	r = email.Validate("contato@Bücher.de")
	fmt.Println(r.Normalized, r.ASCII)

	// ...an internationalized local part has none.
	r = email.Validate("用户@例子.广告")
	fmt.Printf("%s %q %s\n", r.Normalized, r.ASCII, r.ASCIIDomain)

	r = email.Validate("ana.souza@gmail..com")
	fmt.Println(r.Valid, string(r.Reason), r.Suggestion)
	// Output:
	// true Ana.Souza@uol.com.br free_provider
	// contato@bücher.de contato@xn--bcher-kva.de
	// 用户@例子.广告 "" xn--fsqu00a.xn--4rr70v
	// false invalid_domain ana.souza@gmail.com
}

func ExampleValidator() {
	r := email.Validate("juan@localhost")
	fmt.Println(r.Valid, string(r.Reason))

	// For test environments: special-use names such as localhost and
	// .test are accepted, with a warning.
	test := email.Validator{AllowReservedDomains: true}
	r = test.Validate("juan@localhost")
	fmt.Println(r.Valid, r.Normalized, r.Warnings)

	// For a mail system without SMTPUTF8.
	ascii := email.Validator{ASCIIOnly: true}
	r = ascii.Validate("josé@correo.com.mx")
	fmt.Println(r.Valid, string(r.Reason))
	// Output:
	// false reserved_domain
	// true juan@localhost reserved_domain
	// false non_ascii_local_part
}

func ExampleValidate_reservedDomain() {
	// example.com exists, with a null MX: valid, but a placeholder.
	r := email.Validate("compras@example.com")
	fmt.Println(r.Valid, r.Warnings)

	// .test cannot exist on the public Internet.
	r = email.Validate("compras@empresa.test")
	fmt.Println(r.Valid, string(r.Reason))
	// Output:
	// true role_account,reserved_domain
	// false reserved_domain
}

func ExampleValidator_Validate() {
	v := email.Validator{AllowDomainLiteral: true}
	r := v.Validate("postmaster@[IPv6:2001:DB8::1]")
	fmt.Println(r.Valid, r.Normalized)
	// Output:
	// true postmaster@[IPv6:2001:db8::1]
}

// zone is a stand-in for a DNS resolver, as tests use; pass a
// *net.Resolver in production.
type zone map[string][]*net.MX

func (z zone) LookupMX(_ context.Context, name string) ([]*net.MX, error) {
	if mx, ok := z[name]; ok {
		return mx, nil
	}
	return nil, &net.DNSError{Err: "no such host", Name: name, IsNotFound: true}
}

func (z zone) LookupHost(_ context.Context, host string) ([]string, error) {
	return nil, &net.DNSError{Err: "no such host", Name: host, IsNotFound: true}
}

func ExampleValidator_ValidateContext() {
	v := email.Validator{
		CheckDeliverability: true,
		Resolver: zone{
			"empresa.com.ar.": {{Host: "mx.empresa.com.ar.", Pref: 10}},
			"gmial.com.":      {{Host: ".", Pref: 0}}, // a null MX (RFC 7505)
		},
	}
	ctx := context.Background()
	for _, addr := range []string{"ventas@empresa.com.ar", "ana@gmial.com", "ana@sin-dominio.com.ar"} {
		r := v.ValidateContext(ctx, addr)
		fmt.Printf("%s: valid=%v reason=%q suggestion=%q\n", addr, r.Valid, string(r.Reason), r.Suggestion)
	}
	// Output:
	// ventas@empresa.com.ar: valid=true reason="" suggestion=""
	// ana@gmial.com: valid=false reason="undeliverable" suggestion="ana@gmail.com"
	// ana@sin-dominio.com.ar: valid=false reason="undeliverable" suggestion=""
}

func ExampleResult_Err() {
	err := email.Validate("facturacion@empresa-.com.mx").Err()
	fmt.Println(err)
	fmt.Println(errors.Is(err, email.ReasonInvalidDomain))

	err = email.Validate("facturacion.empresa.com.mx").Err()
	fmt.Println(errors.Is(err, ndval.ReasonInvalidFormat))
	// Output:
	// ndval: email: invalid domain
	// true
	// true
}

func ExampleResult_AppendJSON() {
	r := email.Validate("Ventas@Hotmial.com")
	fmt.Println(string(r.AppendJSON(nil)))
	// Output:
	// {"valid":true,"normalized":"Ventas@hotmial.com","warnings":["likely_typo","role_account"],"ascii":"Ventas@hotmial.com","local_part":"Ventas","domain":"hotmial.com","ascii_domain":"hotmial.com","suggestion":"Ventas@hotmail.com"}
}

func ExampleWarnings() {
	r := email.Validate("facturacion@hotmial.com")
	fmt.Println(r.Warnings, r.Suggestion)
	fmt.Println(r.Warnings.Has(email.WarnRoleAccount), r.Warnings.Names())

	r = email.Validate("ana@yopmail.com")
	fmt.Println(r.Valid, r.Warnings.Has(email.WarnDisposable))
	// Output:
	// likely_typo,role_account facturacion@hotmail.com
	// true [likely_typo role_account]
	// true true
}

func ExampleWarnings_MarshalJSON() {
	b, _ := email.Validate("ventas@gmail.com.br").Warnings.MarshalJSON()
	fmt.Println(string(b))

	var w email.Warnings
	err := w.UnmarshalJSON([]byte(`["free_provider","disposable"]`))
	fmt.Println(w, err)
	// Output:
	// ["likely_typo","role_account"]
	// free_provider,disposable <nil>
}
