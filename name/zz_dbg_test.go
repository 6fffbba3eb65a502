package name

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

func TestDbg(t *testing.T) {
	for _, l := range strings.Split(os.Getenv("NAMES"), ";;") {
		cc, in, _ := strings.Cut(l, "|")
		r := Validate(cc, in)
		fmt.Printf("%s %q => %+v\n", cc, in, r)
	}
}
