package main

import (
	"context"
	"fmt"
	"io"
	"runtime"
	"runtime/debug"
	"strings"

	"github.com/ndval/ndval/account"
	"github.com/ndval/ndval/address"
	"github.com/ndval/ndval/email"
	"github.com/ndval/ndval/internal/country"
	"github.com/ndval/ndval/name"
	"github.com/ndval/ndval/phone"
	"github.com/ndval/ndval/taxid"
)

// versionCmd is "ndval version": this build and the data built into it,
// which decide the answers (a result stored today may differ from one of a
// build with newer bank tables or numbering plans).
func versionCmd(_ context.Context, args []string, stdout, _ io.Writer) error {
	fs := newFlagSet("version", "", "Print the version of this build and of the data built into its validators.")
	if err := parseFlags(fs, args, 0, stdout); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "ndval %s\n%s %s/%s\n\ndata:\n", buildVersion(), runtime.Version(), runtime.GOOS, runtime.GOARCH)
	for _, d := range dataVersions() {
		fmt.Fprintf(stdout, "  %-9s %s\n", d.pkg, d.version)
	}
	return nil
}

// buildVersion is the module version when the program was built from a
// tagged module (go install github.com/ndval/ndval/cmd/ndval@v1.2.3), else
// the commit and its time that go build stamps from the repository, else
// "(devel)".
func buildVersion() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "(devel)"
	}
	v := bi.Main.Version
	if v != "" && v != "(devel)" {
		return v
	}
	var rev, at, dirty string
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.time":
			at = s.Value
		case "vcs.modified":
			if s.Value == "true" {
				dirty = ", modified"
			}
		}
	}
	if rev == "" {
		return "(devel)"
	}
	if len(rev) > 12 {
		rev = rev[:12]
	}
	return strings.TrimSpace(fmt.Sprintf("(devel) %s (%s%s)", rev, at, dirty))
}

// dataVersion names the data one package was built from.
type dataVersion struct{ pkg, version string }

// dataVersions lists the data of every validator, as each package's
// DataVersion gives it (its data/SOURCES.md says where each table comes
// from).
func dataVersions() []dataVersion {
	return []dataVersion{
		{"taxid", taxid.DataVersion},
		{"account", account.DataVersion},
		{"email", email.DataVersion},
		{"phone", "phonenumbers " + phone.MetadataVersion()},
		{"name", name.DataVersion},
		{"address", address.DataVersion},
		{"countries", country.DataVersion},
	}
}

// dataSummary is dataVersions on one line: "taxid 2026-11-26, account ...".
func dataSummary() string {
	var b strings.Builder
	for i, d := range dataVersions() {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(d.pkg + " " + d.version)
	}
	return b.String()
}
