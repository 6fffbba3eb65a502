package main

import (
	"context"
	"fmt"
	"io"
	"runtime"
	"runtime/debug"
	"strings"

	"github.com/ndval/ndval/record"
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
	for _, d := range record.DataVersions() {
		fmt.Fprintf(stdout, "  %-8s %s\n", d.Package, d.Version)
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
