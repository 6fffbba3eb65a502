package phone

import "runtime/debug"

// phonenumbersPath is the module whose metadata validates the numbers.
const phonenumbersPath = "github.com/nyaruka/phonenumbers"

// testedVersion is the phonenumbers version that go.mod requires and the
// tests ran against; TestMetadataVersionMatchesGoMod holds it to go.mod.
// Its metadata was regenerated from libphonenumber 9.0.32 (phonenumbers
// CHANGELOG, v1.8.0; v1.8.1 changed no metadata).
const testedVersion = "v1.8.1"

// metadataVersion is computed once, when the package is initialized, and
// never written again.
var metadataVersion = readMetadataVersion()

// MetadataVersion returns the version of github.com/nyaruka/phonenumbers,
// and so of its embedded numbering metadata, that this program was built
// with, e.g. "v1.8.1". It comes from the build information, so it stays
// right when a program upgrades phonenumbers on its own (a newer version
// can be selected by Go's minimum version selection); when the build
// carries no module information, as in tests, it is the version ndval was
// tested with. Results do not carry it: numbering plans change often
// (Mexico 2019, Colombia 2021), so record it once next to stored results.
func MetadataVersion() string { return metadataVersion }

func readMetadataVersion() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return testedVersion
	}
	for _, d := range bi.Deps {
		if d.Path != phonenumbersPath {
			continue
		}
		if d.Replace != nil {
			if d.Replace.Version != "" {
				return d.Replace.Version
			}
			return "(devel)" // replaced by a directory
		}
		return d.Version
	}
	return testedVersion
}
