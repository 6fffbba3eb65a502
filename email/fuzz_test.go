package email

import (
	"context"
	"net"
	"slices"
	"testing"
	"unicode/utf8"
)

// validatorFromBits builds the Validator of the fuzzer's option bits.
func validatorFromBits(bits uint8) Validator {
	return Validator{
		AllowDomainLiteral:   bits&1 != 0,
		AllowReservedDomains: bits&2 != 0,
		RejectQuotedLocal:    bits&4 != 0,
		ASCIIOnly:            bits&8 != 0,
	}
}

// FuzzValidate checks properties of Validate on any input: it never
// panics; Valid, Reason and the address fields agree; a well-formed
// result validates again, from its Normalized and its ASCII form, to the
// same result; a suggestion is a well-formed address.
func FuzzValidate(f *testing.F) {
	for _, tc := range readTestdata(f) {
		f.Add(tc.value, uint8(0))
		f.Add(tc.value, uint8(15))
	}
	for _, s := range []string{"", " ", "ana@gmial.com", "Ana@UOL.COM.BR", "用户@例子.广告", "a@ＧＭＡＩＬ．ＣＯＭ",
		`"a\"b"@gmail.com`, "ana@gmail,com", "x@[IPv6:::1]", "\"a\u00a0b\"@x.com", "ana@xn--bcher-kva.de"} {
		f.Add(s, uint8(0))
	}
	f.Fuzz(func(t *testing.T, value string, bits uint8) {
		v := validatorFromBits(bits)
		r := v.Validate(value)
		checkResult(t, v, value, r)
	})
}

func checkResult(t *testing.T, v Validator, value string, r Result) {
	t.Helper()
	if r.Valid != (r.Reason == "") {
		t.Fatalf("%q: Valid %v with reason %q", value, r.Valid, r.Reason)
	}
	if r.Reason != "" && !slices.Contains(allReasons, r.Reason) {
		t.Fatalf("%q: reason %q is not one the package gives", value, string(r.Reason))
	}
	if r.Warnings.Has(WarnReservedDomain) != (r.Valid && (isDocumentation(r.ASCIIDomain) || isSpecialUse(r.ASCIIDomain))) &&
		r.Domain != "" && r.Domain[0] != '[' {
		t.Fatalf("%q: warnings %v for domain %q", value, r.Warnings, r.ASCIIDomain)
	}
	if len(r.AppendJSON(nil)) > 16*maxAddress {
		t.Fatalf("%q: JSON not bounded", value)
	}
	if (r.Normalized != "") != wellFormed(r.Reason) {
		t.Fatalf("%q: Normalized %q with reason %q", value, r.Normalized, r.Reason)
	}
	if r.Suggestion != "" {
		if !r.Warnings.Has(WarnLikelyTypo) {
			t.Fatalf("%q: suggestion %q without WarnLikelyTypo", value, r.Suggestion)
		}
		if s := v.Validate(r.Suggestion); s.Normalized == "" {
			t.Fatalf("%q: suggestion %q is malformed: %s", value, r.Suggestion, s.Reason)
		}
	}
	if r.Normalized == "" {
		if r.ASCII+r.LocalPart+r.Domain+r.ASCIIDomain != "" {
			t.Fatalf("%q: address fields without Normalized: %+v", value, r)
		}
		return
	}
	if r.LocalPart+"@"+r.Domain != r.Normalized {
		t.Fatalf("%q: %q + @ + %q is not %q", value, r.LocalPart, r.Domain, r.Normalized)
	}
	if !utf8.ValidString(r.Normalized) || len(r.Normalized) > maxAddress || len(r.LocalPart) > maxLocal {
		t.Fatalf("%q: Normalized %q breaks the limits", value, r.Normalized)
	}
	if r.ASCIIDomain == "" || !isASCII(r.ASCIIDomain) || (r.ASCII != "" && !isASCII(r.ASCII)) {
		t.Fatalf("%q: ASCII %q, ASCIIDomain %q", value, r.ASCII, r.ASCIIDomain)
	}
	if (r.ASCII == "") != !isASCII(r.LocalPart) {
		t.Fatalf("%q: ASCII %q for local part %q", value, r.ASCII, r.LocalPart)
	}
	for _, in := range []string{r.Normalized, r.ASCII} {
		if in == "" {
			continue
		}
		again := v.Validate(in)
		if again.Normalized != r.Normalized || again.Reason != r.Reason || again.ASCII != r.ASCII ||
			again.Warnings != r.Warnings || again.Suggestion != r.Suggestion {
			t.Fatalf("%q validated as %+v; again from %q: %+v", value, r, in, again)
		}
	}
}

// FuzzValidateContext checks that the deliverability check never panics,
// whatever the resolver answers, and only ever turns a valid address into
// an undeliverable one or adds a warning.
func FuzzValidateContext(f *testing.F) {
	f.Add("ana@gmail.com", "gmail-smtp-in.l.google.com.", "192.0.2.1", uint8(0))
	f.Add("ana@gmial.com", ".", "", uint8(1))
	f.Add("ana@empresa.com.ar", "", "10.0.0.1", uint8(2))
	f.Add("ana@empresa.com.ar", "", "", uint8(3))
	f.Fuzz(func(t *testing.T, value, mxHost, addr string, mode uint8) {
		res := &fuzzResolver{mxHost: mxHost, addr: addr, mode: mode}
		v := Validator{CheckDeliverability: true, Resolver: res}
		plain := v.Validate(value)
		r := v.ValidateContext(context.Background(), value)
		checkResult(t, v, value, plain)
		switch {
		case !plain.Valid:
			if r != plain {
				t.Fatalf("%q: invalid address changed by the check: %+v -> %+v", value, plain, r)
			}
		case !r.Valid:
			if r.Reason != ReasonUndeliverable || r.Normalized != plain.Normalized {
				t.Fatalf("%q: %+v -> %+v", value, plain, r)
			}
		default:
			if r.Warnings&plain.Warnings != plain.Warnings || r.Warnings&^plain.Warnings&^(WarnImplicitMX|WarnDeliverabilityUnknown) != 0 {
				t.Fatalf("%q: warnings %v -> %v", value, plain.Warnings, r.Warnings)
			}
		}
	})
}

// fuzzResolver answers every name the same way, chosen by mode.
type fuzzResolver struct {
	mxHost, addr string
	mode         uint8
}

func (f *fuzzResolver) LookupMX(context.Context, string) ([]*net.MX, error) {
	switch f.mode % 4 {
	case 0:
		return []*net.MX{{Host: f.mxHost}}, nil
	case 1:
		return []*net.MX{nil, {Host: f.mxHost}}, &net.DNSError{Err: "malformed"}
	case 2:
		return nil, &net.DNSError{Err: "no such host", IsNotFound: true}
	}
	return nil, &net.DNSError{Err: "timeout", IsTimeout: true}
}

func (f *fuzzResolver) LookupHost(context.Context, string) ([]string, error) {
	if f.mode&4 != 0 {
		return nil, &net.DNSError{Err: "no such host", IsNotFound: true}
	}
	return []string{f.addr}, nil
}

// FuzzWarningsJSON checks that decoding any JSON into Warnings never
// panics and that what decodes encodes back to the same warnings.
func FuzzWarningsJSON(f *testing.F) {
	f.Add([]byte(`["likely_typo","disposable"]`))
	f.Add([]byte(`[]`))
	f.Add([]byte(`null`))
	f.Fuzz(func(t *testing.T, b []byte) {
		var w Warnings
		if w.UnmarshalJSON(b) != nil {
			return
		}
		out, err := w.MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		var back Warnings
		if err := back.UnmarshalJSON(out); err != nil || back != w {
			t.Fatalf("%s -> %v -> %s -> %v (%v)", b, w, out, back, err)
		}
	})
}
