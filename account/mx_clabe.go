package account

import "github.com/ndval/ndval"

// CLABE: Clave Bancaria Estandarizada, the Mexican standard account number
// that every SPEI transfer uses, defined by the Asociación de Bancos de
// México with the Banco de México (required since 1 June 2004).
//
// Structure: 18 digits. Bank (3 digits, the last three of the
// institution's 5-digit SPEI participant key: 002 Banamex, 012 BBVA, 646
// STP...), plaza (3 digits, a legacy city code), account (11 digits) and a
// check digit. The check digit is (10 - sum mod 10) mod 10, where sum adds
// (digit × weight) mod 10 over the first 17 digits with the weights 3 7 1
// repeated (taking each product mod 10 does not change the sum mod 10, so
// this is the CBU's rule, latamCheckDigit).
//
// Formatted groups bank, plaza, account and check digit: "002 010
// 07777777777 1", the grouping the structure is published in (banks print
// the CLABE ungrouped or in groups of three or four).
//
// Sources: Banco de México and ABM's CLABE standard as described by
// Banxico and CONDUSEF; the check digit as implemented by clabe-validator
// (center-key/clabe-validator, computeChecksum) and Wikipedia's CLABE
// article; banks and plazas in data/banks_mx.csv and data/plazas_mx.csv
// (see data/SOURCES.md). The rule was checked against the real CLABEs in
// testdata/mx_clabe.txt.
var clabeKind = kind{typ: CLABE, country: "MX"}

// clabeSum is the weighted sum of the first 17 of the 18 ASCII digits n,
// with the weights 3 7 1 repeated.
func clabeSum(n string) int {
	_ = n[16]
	d3 := int(n[0]) + int(n[3]) + int(n[6]) + int(n[9]) + int(n[12]) + int(n[15]) - 6*'0'
	d7 := int(n[1]) + int(n[4]) + int(n[7]) + int(n[10]) + int(n[13]) + int(n[16]) - 6*'0'
	d1 := int(n[2]) + int(n[5]) + int(n[8]) + int(n[11]) + int(n[14]) - 5*'0'
	return 3*d3 + 7*d7 + d1
}

// latamCheckCLABE validates the CLABE n into r. BankName is the
// institution's SPEI short name (BANAMEX, BBVA MEXICO,
// SANTANDER, STP, Mercado Pago W...), the name Banxico's participant list
// and SPEI receipts print and the one people recognise; full legal names
// are in data/banks_mx.csv.
//
// Branch is the plaza code and BranchName its locality from the plaza
// catalogue. Some plaza codes cover several localities (180 is Mexico City
// and its metropolitan municipalities); BranchName then lists them all,
// separated by " / ". Modern accounts (STP, fintechs, collection
// agreements) use plaza codes loosely, so an unknown plaza is only
// WarnUnknownBranch, as an unknown bank is only WarnUnknownBank.
func latamCheckCLABE(v Validator, n, src string, r *Result) {
	if !latamShape(n, 18, r) {
		return
	}
	r.Valid = true
	latamBankInfo(v, "MX", n[:3], latamBanksMX[:], &latamIndexBanksMX, r)
	r.Branch = n[3:6]
	if name, ok := latamPlazaName(n[3:6]); ok {
		r.BranchName = name
	} else {
		r.Warnings |= WarnUnknownBranch
	}
	r.ChecksumValid = latamCheckDigit(clabeSum(n)) == n[17]
	if !r.ChecksumValid {
		r.Reason = ndval.ReasonInvalidChecksum
	}
	r.Formatted = clabeFormatted(n, src)
}

// clabeFormatted returns the 18 digits n grouped as bank, plaza, account
// and check digit: "002 010 07777777777 1".
func clabeFormatted(n, src string) string {
	_ = n[17]
	var b [21]byte
	copy(b[0:3], n[0:3])
	b[3] = ' '
	copy(b[4:7], n[3:6])
	b[7] = ' '
	copy(b[8:19], n[6:17])
	b[19] = ' '
	b[20] = n[17]
	return reuse(b[:], src)
}

// latamPlazaName returns the locality of a CLABE plaza code.
func latamPlazaName(plaza string) (string, bool) {
	c, ok := latamCode3(plaza)
	if !ok || latamIndexPlazasMX[c] == 0 {
		return "", false
	}
	return latamPlazasMX[latamIndexPlazasMX[c]-1].name, true
}
