package clean_test

import (
	"fmt"

	"github.com/ndval/ndval/internal/clean"
)

// A value pasted from a web page: a no-break space, an en dash, a
// right-to-left mark, full-width digits.
func ExampleCompact() {
	fmt.Println(clean.Compact("30\u00a054668997\u20139\u200f"))
	fmt.Println(clean.Compact("１２.abc.345/01de-35"))
	fmt.Println(clean.Compact("8-NT-1-12541"), string(clean.AppendCompact(nil, "8 – NT – 1 – 12541", true)))
	// Output:
	// 30546689979
	// 12ABC34501DE35
	// 8NT112541 8-NT-1-12541
}

func ExampleCutLabel() {
	labels := []string{"rut", "run", "rol"}
	for _, s := range []string{"R.U.T. N° 61.704.000-K", "CL 61.704.000-K", "61.704.000-K", "RUT"} {
		v, cut := clean.CutLabel(s, "CL", labels)
		fmt.Printf("%q %v\n", v, cut)
	}
	// Output:
	// "61.704.000-K" true
	// "61.704.000-K" true
	// "61.704.000-K" false
	// "RUT" false
}
