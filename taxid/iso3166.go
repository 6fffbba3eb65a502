package taxid

// isoCodes lists every officially assigned ISO 3166-1 alpha-2 code (249
// codes, ISO 3166 Maintenance Agency, as of 2024), sorted. It tells an
// unsupported country from a code that is not a country at all.
const isoCodes = "" +
	"ADAEAFAGAIALAMAOAQARASATAUAWAXAZ" +
	"BABBBDBEBFBGBHBIBJBLBMBNBOBQBRBSBTBVBWBYBZ" +
	"CACCCDCFCGCHCICKCLCMCNCOCRCUCVCWCXCYCZ" +
	"DEDJDKDMDODZ" +
	"ECEEEGEHERESET" +
	"FIFJFKFMFOFR" +
	"GAGBGDGEGFGGGHGIGLGMGNGPGQGRGSGTGUGWGY" +
	"HKHMHNHRHTHU" +
	"IDIEILIMINIOIQIRISIT" +
	"JEJMJOJP" +
	"KEKGKHKIKMKNKPKRKWKYKZ" +
	"LALBLCLILKLRLSLTLULVLY" +
	"MAMCMDMEMFMGMHMKMLMMMNMOMPMQMRMSMTMUMVMWMXMYMZ" +
	"NANCNENFNGNINLNONPNRNUNZ" +
	"OM" +
	"PAPEPFPGPHPKPLPMPNPRPSPTPWPY" +
	"QA" +
	"RERORSRURW" +
	"SASBSCSDSESGSHSISJSKSLSMSNSOSRSSSTSVSXSYSZ" +
	"TCTDTFTGTHTJTKTLTMTNTOTRTTTVTWTZ" +
	"UAUGUMUSUYUZ" +
	"VAVCVEVGVIVNVU" +
	"WFWS" +
	"YEYT" +
	"ZAZMZW"

// isISOCountry reports whether the upper-case letters a, b form an assigned
// ISO 3166-1 alpha-2 code.
func isISOCountry(a, b byte) bool {
	lo, hi := 0, len(isoCodes)/2
	for lo < hi {
		m := (lo + hi) / 2
		x, y := isoCodes[2*m], isoCodes[2*m+1]
		switch {
		case x == a && y == b:
			return true
		case x < a || (x == a && y < b):
			lo = m + 1
		default:
			hi = m
		}
	}
	return false
}
