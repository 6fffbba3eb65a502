package main

import (
	"fmt"
	"regexp"
	"runtime/debug"
)

const phonenumbersPath = "github.com/nyaruka/phonenumbers"

// phonenumbersVersion returns the version of phonenumbers this generator
// was built with: go run builds it from the module's go.mod, so it is the
// version go.mod requires.
func phonenumbersVersion() (string, error) {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "", fmt.Errorf("no build information")
	}
	for _, d := range bi.Deps {
		if d.Path != phonenumbersPath {
			continue
		}
		if d.Replace != nil {
			return "", fmt.Errorf("%s is replaced by %s: the tables must come from a released version", d.Path, d.Replace.Path)
		}
		if !regexp.MustCompile(`^v\d+\.\d+\.\d+$`).MatchString(d.Version) {
			return "", fmt.Errorf("%s version %q is not a release", d.Path, d.Version)
		}
		return d.Version, nil
	}
	return "", fmt.Errorf("%s is not a dependency", phonenumbersPath)
}
