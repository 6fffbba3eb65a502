package taxid

// doRNCExceptions lists the Dominican RNCs that fail the DGII's mod 11
// check digit but were assigned all the same; doRNC accepts them with
// WarnIssuerException. The table is sorted (byte order) for binary search
// and must stay so: TestDOExceptionTablesSorted checks it.
//
// Source: the whitelist in python-stdnum's stdnum/do/rnc.py
// (arthurdejong/python-stdnum, identical in release 1.18, installed here,
// and in the current master, so the union of both is that one list of 23
// numbers). python-stdnum built it with update/do_whitelists.py: the script
// downloads the DGII's public registry of taxpayers, DGII_RNC.zip
// (https://www.dgii.gov.do/app/WebApps/Consultas/rnc/DGII_RNC.zip, file
// TMP/DGII_RNC.TXT), and keeps every number of at most 9 digits that the
// DGII lists but that fails the check digit.
//
// One entry, 10233317, has 8 digits: the DGII's registry lists it so and
// python-stdnum accepts it as listed (its tests cite it as found online);
// it is kept here for the same reason and is the only 8-digit value doRNC
// accepts.
var doRNCExceptions = [...]string{
	"101581601", "101582245", "101595422", "101595785", "10233317", "131188691",
	"401007374", "501341601", "501378067", "501620371", "501651319", "501651823",
	"501651845", "501651926", "501656006", "501658167", "501670785", "501676936",
	"501680158", "504654542", "504680029", "504681442", "505038691",
}
