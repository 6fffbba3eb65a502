package taxid

// The documents' functions, called through a switch on the document's id
// rather than through func values: a direct call lets the compiler see
// that a check keeps nothing of the value it reads, so that the value can
// be built on the caller's stack (see run), and lets it inline the small
// ones.

// docID names a document; each document file sets its own.
type docID uint8

// The documents, in file order. The zero value is no document.
const (
	_ docID = iota
	idARCUIL
	idARCUIT
	idARDNI
	idBOCedula
	idBONIT
	idBRCNPJ
	idBRCPF
	idCLRUT
	idCOCedula
	idCONIT
	idCRCPF
	idCRCPJ
	idCRDIMEX
	idCRNITE
	idCUNI
	idDOCedula
	idDORNC
	idECCedula
	idECRUC
	idGTCUI
	idGTNIT
	idHNDNI
	idHNRTN
	idHTCIN
	idHTNIF
	idMXCURP
	idMXRFC
	idNICedula
	idNIRUC
	idPACedula
	idPARUC
	idPECE
	idPEDNI
	idPERUC
	idPYCedula
	idPYRUC
	idSVDUI
	idSVNIT
	idUYCedula
	idUYRUT
	idVECedula
	idVERIF
)

// check validates n, the compacted value: label and separators removed,
// letters upper-cased, full-width digits read as digits, anything else
// left as given. Its verdict has no fault when n is valid.
func (d *document) check(n string, v Validator) verdict {
	switch d.id {
	case idARCUIL:
		return arCheckCUIL(n, v)
	case idARCUIT:
		return arCheckCUIT(n, v)
	case idARDNI:
		return arCheckDNI(n, v)
	case idBOCedula:
		return boCheckCedula(n, v)
	case idBONIT:
		return boCheckNIT(n, v)
	case idBRCNPJ:
		return brCheckCNPJ(n, v)
	case idBRCPF:
		return brCheckCPF(n, v)
	case idCLRUT:
		return clCheckRUT(n, v)
	case idCOCedula:
		return coCheckCedula(n, v)
	case idCONIT:
		return coCheckNIT(n, v)
	case idCRCPF:
		return crCheckCPF(n, v)
	case idCRCPJ:
		return crCheckCPJ(n, v)
	case idCRDIMEX:
		return crCheckDIMEX(n, v)
	case idCRNITE:
		return crCheckNITE(n, v)
	case idCUNI:
		return cuCheckNI(n, v)
	case idDOCedula:
		return doCheckCedula(n, v)
	case idDORNC:
		return doCheckRNC(n, v)
	case idECCedula:
		return ecCheckCedula(n, v)
	case idECRUC:
		return ecCheckRUC(n, v)
	case idGTCUI:
		return gtCheckCUI(n, v)
	case idGTNIT:
		return gtCheckNIT(n, v)
	case idHNDNI:
		return hnCheckDNI(n, v)
	case idHNRTN:
		return hnCheckRTN(n, v)
	case idHTCIN:
		return htCheckCIN(n, v)
	case idHTNIF:
		return htCheckNIF(n, v)
	case idMXCURP:
		return mxCheckCURP(n, v)
	case idMXRFC:
		return mxCheckRFC(n, v)
	case idNICedula:
		return niCheckCedula(n, v)
	case idNIRUC:
		return niCheckRUC(n, v)
	case idPACedula:
		return paCheckCedula(n, v)
	case idPARUC:
		return paCheckRUC(n, v)
	case idPECE:
		return peCheckCE(n, v)
	case idPEDNI:
		return peCheckDNI(n, v)
	case idPERUC:
		return peCheckRUC(n, v)
	case idPYCedula:
		return pyCheckCedula(n, v)
	case idPYRUC:
		return pyCheckRUC(n, v)
	case idSVDUI:
		return svCheckDUI(n, v)
	case idSVNIT:
		return svCheckNIT(n, v)
	case idUYCedula:
		return uyCheckCedula(n, v)
	case idUYRUT:
		return uyCheckRUT(n, v)
	case idVECedula:
		return veCheckCedula(n, v)
	case idVERIF:
		return veCheckRIF(n, v)
	}
	panic("taxid: document " + d.name + " has no check")
}

// appendFormat appends the display form of n, a value d accepts, to b. It
// appends nothing when the display form is n itself.
func (d *document) appendFormat(b []byte, n string) []byte {
	switch d.id {
	case idARCUIL:
		return arAppendCUIT(b, n)
	case idARCUIT:
		return arAppendCUIT(b, n)
	case idARDNI:
		return arAppendDNI(b, n)
	case idBOCedula:
		return boAppendCedula(b, n)
	case idBRCNPJ:
		return brAppendCNPJ(b, n)
	case idBRCPF:
		return brAppendCPF(b, n)
	case idCLRUT:
		return clAppendRUT(b, n)
	case idCOCedula:
		return coAppendCedula(b, n)
	case idCONIT:
		return coAppendNIT(b, n)
	case idCRCPF:
		return crAppendCPF(b, n)
	case idCRCPJ:
		return crAppendCPJ(b, n)
	case idDOCedula:
		return doAppendCedula(b, n)
	case idDORNC:
		return doAppendRNC(b, n)
	case idGTCUI:
		return gtAppendCUI(b, n)
	case idGTNIT:
		return gtAppendNIT(b, n)
	case idHNDNI:
		return hnAppendDNI(b, n)
	case idHNRTN:
		return hnAppendRTN(b, n)
	case idHTCIN:
		return htAppendCIN(b, n)
	case idHTNIF:
		return htAppendNIF(b, n)
	case idNICedula:
		return niAppendCedula(b, n)
	case idNIRUC:
		return niAppendRUC(b, n)
	case idPARUC:
		return paAppendRUC(b, n)
	case idPEDNI:
		return peAppendDNI(b, n)
	case idPYCedula:
		return pyAppendCedula(b, n)
	case idPYRUC:
		return pyAppendRUC(b, n)
	case idSVDUI:
		return svAppendDUI(b, n)
	case idSVNIT:
		return svAppendNIT(b, n)
	case idUYCedula:
		return uyAppendCedula(b, n)
	case idVECedula:
		return veAppendCedula(b, n)
	case idVERIF:
		return veAppendRIF(b, n)
	}
	return b
}
