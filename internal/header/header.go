// Package header recognizes the columns of a supplier or customer sheet
// by their names, as finance teams write them in Spanish, Portuguese and
// English ("Cód. proveedor", "CUIT", "Razón social", "Correo", "Teléfono",
// "Endereço"), with accents, case and punctuation ignored
// (clean.Fold). A column named for a document or an account type ("CUIT",
// "RFC", "CLABE") also says the type, and the country when the name
// belongs to one country only.
//
// It names the record fields of package record's Item, and "type" for a
// column of document types. It knows nothing of flags or files: package
// batch asks it about each header cell and decides.
package header

import (
	"slices"
	"strings"

	"github.com/ndval/ndval/internal/clean"
)

// The fields a column can hold, as record.Item's JSON members name them.
const (
	Country     = "country"
	ReferenceID = "reference_id"
	TaxID       = "tax_id"
	Type        = "type" // the document type of the tax id on the same row
	Name        = "name"
	Account     = "account"
	AccountType = "account_type"
	Email       = "email"
	Phone       = "phone"
	Address     = "address"
)

// Column is what a header cell says its column holds.
type Column struct {
	// Field is one of the constants, or "" when the name is none of them.
	Field string
	// Type is the document or account type the name gives ("cuit", "rfc",
	// "cbu", "clabe"), or "" when it names none.
	Type string
	// Country is the only country whose document or account the name is
	// ("AR" for CUIT, "MX" for CLABE), or "" when it belongs to several
	// (RUC, NIT, RUT) or to none.
	Country string
	// Exact is true when the whole name is one the tables list ("Razón
	// social"), false when only a word of it is ("Correo de pagos"): an
	// exact name wins when two columns claim the same field.
	Exact bool
}

// Recognize returns what the header cell name says its column holds.
func Recognize(name string) Column {
	f := joinLetters(clean.Fold(name))
	if f == "" {
		return Column{}
	}
	if c, ok := exact[f]; ok {
		c.Exact = true
		return c
	}
	if c, ok := documents[f]; ok {
		c.Exact = true
		return c
	}
	// A known name followed or preceded by more words: "CUIT proveedor",
	// "Correo de pagos", "Teléfono fijo", "Domicilio fiscal".
	words := strings.Fields(f)
	for _, w := range words {
		if c, ok := documents[w]; ok {
			return c
		}
	}
	if slices.Contains(words, "tipo") || slices.Contains(words, "type") {
		return Column{} // "Tipo de cuenta" is a savings or checking account, not the account
	}
	for _, k := range keywords {
		if slices.Contains(words, k.word) {
			return Column{Field: k.field}
		}
	}
	return Column{}
}

// documents are the names of documents and account types, each a column
// of its own field with its type, and its country when only one country
// has it.
var documents = map[string]Column{
	"cuit":      {Field: TaxID, Type: "cuit", Country: "AR"},
	"cuil":      {Field: TaxID, Type: "cuil", Country: "AR"},
	"cuit cuil": {Field: TaxID, Country: "AR"},
	"cpf":       {Field: TaxID, Type: "cpf", Country: "BR"},
	"cnpj":      {Field: TaxID, Type: "cnpj", Country: "BR"},
	"cpf cnpj":  {Field: TaxID, Country: "BR"},
	"cnpj cpf":  {Field: TaxID, Country: "BR"},
	"rfc":       {Field: TaxID, Type: "rfc", Country: "MX"},
	"curp":      {Field: TaxID, Type: "curp", Country: "MX"},
	"rif":       {Field: TaxID, Type: "rif", Country: "VE"},
	"rnc":       {Field: TaxID, Type: "rnc", Country: "DO"},
	"dui":       {Field: TaxID, Type: "dui", Country: "SV"},
	"rtn":       {Field: TaxID, Type: "rtn", Country: "HN"},
	"rut":       {Field: TaxID, Type: "rut"}, // CL and UY
	"ruc":       {Field: TaxID, Type: "ruc"}, // PE, EC, PY, PA, NI
	"nit":       {Field: TaxID, Type: "nit"}, // CO, BO, GT, SV
	"dni":       {Field: TaxID, Type: "dni"}, // AR, PE, HN
	"cedula":    {Field: TaxID, Type: "cedula"},
	"cbu":       {Field: Account, Type: "cbu", Country: "AR"},
	"cvu":       {Field: Account, Type: "cvu", Country: "AR"},
	"cbu cvu":   {Field: Account, Country: "AR"},
	"clabe":     {Field: Account, Type: "clabe", Country: "MX"},
	"cci":       {Field: Account, Type: "cci", Country: "PE"},
	"iban":      {Field: Account, Type: "iban"},
}

// exact are the whole names of the other columns.
var exact = map[string]Column{
	// country
	"pais": {Field: Country}, "country": {Field: Country}, "pais iso": {Field: Country},
	"cod pais": {Field: Country}, "codigo pais": {Field: Country}, "codigo de pais": {Field: Country},
	"country code": {Field: Country}, "pais de residencia": {Field: Country}, "pais fiscal": {Field: Country},
	// reference
	"codigo": {Field: ReferenceID}, "cod": {Field: ReferenceID}, "id": {Field: ReferenceID},
	"referencia": {Field: ReferenceID}, "ref": {Field: ReferenceID}, "reference": {Field: ReferenceID},
	"reference id": {Field: ReferenceID}, "cod proveedor": {Field: ReferenceID},
	"codigo proveedor": {Field: ReferenceID}, "codigo de proveedor": {Field: ReferenceID},
	"cod cliente": {Field: ReferenceID}, "codigo cliente": {Field: ReferenceID},
	"codigo de cliente": {Field: ReferenceID}, "id proveedor": {Field: ReferenceID},
	"id cliente": {Field: ReferenceID}, "nro proveedor": {Field: ReferenceID},
	"numero de proveedor": {Field: ReferenceID}, "nro cliente": {Field: ReferenceID},
	"numero de cliente": {Field: ReferenceID}, "codigo do fornecedor": {Field: ReferenceID},
	"cod fornecedor": {Field: ReferenceID}, "codigo fornecedor": {Field: ReferenceID},
	"codigo do cliente": {Field: ReferenceID}, "supplier id": {Field: ReferenceID},
	"customer id": {Field: ReferenceID}, "vendor id": {Field: ReferenceID},
	// tax id
	"documento": {Field: TaxID}, "nro documento": {Field: TaxID}, "numero de documento": {Field: TaxID},
	"numero documento": {Field: TaxID}, "n documento": {Field: TaxID}, "num documento": {Field: TaxID},
	"doc": {Field: TaxID}, "nro doc": {Field: TaxID}, "tax id": {Field: TaxID}, "taxid": {Field: TaxID},
	"tax id number": {Field: TaxID}, "identificacion": {Field: TaxID}, "identificacion fiscal": {Field: TaxID},
	"id fiscal": {Field: TaxID}, "numero de identificacion": {Field: TaxID}, "nif": {Field: TaxID},
	"identificador fiscal": {Field: TaxID}, "documento fiscal": {Field: TaxID}, "nro identificacion": {Field: TaxID},
	"tax id value": {Field: TaxID}, "value": {Field: TaxID},
	// document type
	"tipo documento": {Field: Type}, "tipo de documento": {Field: Type}, "tipo doc": {Field: Type},
	"tipo de identificacion": {Field: Type}, "tipo identificacion": {Field: Type}, "document type": {Field: Type},
	"type": {Field: Type}, "tipo de documento fiscal": {Field: Type},
	// name
	"razon social": {Field: Name}, "razao social": {Field: Name}, "nombre": {Field: Name}, "nome": {Field: Name},
	"proveedor": {Field: Name}, "cliente": {Field: Name}, "name": {Field: Name}, "nombre o razon social": {Field: Name},
	"razon social o nombre": {Field: Name}, "nombre razon social": {Field: Name}, "denominacion": {Field: Name},
	"denominacion social": {Field: Name}, "titular": {Field: Name}, "beneficiario": {Field: Name},
	"nombre completo": {Field: Name}, "nome completo": {Field: Name}, "empresa": {Field: Name},
	"company": {Field: Name}, "company name": {Field: Name}, "supplier": {Field: Name}, "customer": {Field: Name},
	"vendor": {Field: Name}, "apellido y nombre": {Field: Name}, "nombre y apellido": {Field: Name},
	"apellidos y nombres": {Field: Name}, "nombres y apellidos": {Field: Name}, "fornecedor": {Field: Name},
	"nome do fornecedor": {Field: Name}, "nombre del proveedor": {Field: Name}, "nombre proveedor": {Field: Name},
	"nombre del cliente": {Field: Name}, "nombre cliente": {Field: Name}, "legal name": {Field: Name},
	// account
	"cuenta": {Field: Account}, "conta": {Field: Account}, "cuenta bancaria": {Field: Account},
	"conta bancaria": {Field: Account}, "nro cuenta": {Field: Account}, "numero de cuenta": {Field: Account},
	"numero da conta": {Field: Account}, "account": {Field: Account}, "bank account": {Field: Account},
	"cuenta interbancaria": {Field: Account}, "clabe interbancaria": {Field: Account, Type: "clabe", Country: "MX"},
	"cuenta clabe": {Field: Account, Type: "clabe", Country: "MX"}, "cuenta cbu": {Field: Account, Type: "cbu", Country: "AR"},
	"codigo de cuenta interbancario": {Field: Account, Type: "cci", Country: "PE"},
	"account number":                 {Field: Account}, "account type": {Field: AccountType}, "account_type": {Field: AccountType},
	// email
	"correo": {Field: Email}, "correo electronico": {Field: Email}, "e mail": {Field: Email}, "email": {Field: Email},
	"mail": {Field: Email}, "email address": {Field: Email}, "endereco de email": {Field: Email},
	"endereco de e mail": {Field: Email},
	// phone
	"telefono": {Field: Phone}, "telefone": {Field: Phone}, "tel": {Field: Phone}, "celular": {Field: Phone},
	"movil": {Field: Phone}, "whatsapp": {Field: Phone}, "phone": {Field: Phone}, "fono": {Field: Phone},
	"telf": {Field: Phone}, "cel": {Field: Phone}, "phone number": {Field: Phone}, "nro telefono": {Field: Phone},
	"numero de telefono": {Field: Phone}, "telefono movil": {Field: Phone}, "mobile": {Field: Phone},
	// address
	"direccion": {Field: Address}, "domicilio": {Field: Address}, "endereco": {Field: Address},
	"address": {Field: Address}, "direccion fiscal": {Field: Address}, "domicilio fiscal": {Field: Address},
	"domicilio legal": {Field: Address}, "domicilio comercial": {Field: Address}, "endereco completo": {Field: Address},
}

// keywords are single words that say the field wherever they stand in a
// longer name ("Correo de pagos", "Teléfono fijo", "Domicilio fiscal
// completo"), in the order they are tried: "Dirección de correo" is an
// email.
var keywords = [...]struct{ word, field string }{
	{"correo", Email}, {"email", Email}, {"mail", Email},
	{"telefono", Phone}, {"telefone", Phone}, {"celular", Phone}, {"whatsapp", Phone}, {"phone", Phone},
	{"movil", Phone},
	{"pais", Country}, {"country", Country},
	{"razon", Name}, {"razao", Name},
	{"direccion", Address}, {"domicilio", Address}, {"endereco", Address}, {"address", Address},
}

// joinLetters joins the runs of one-letter words of a folded name, so
// that an abbreviation written with dots reads as its word: "c u i t"
// (C.U.I.T.) is "cuit", "nro c u i t" is "nro cuit".
func joinLetters(f string) string {
	words := strings.Fields(f)
	out := words[:0]
	run := false // the last word of out is a run of single letters
	for _, w := range words {
		if len(w) == 1 && run {
			out[len(out)-1] += w
			continue
		}
		out = append(out, w)
		run = len(w) == 1
	}
	return strings.Join(out, " ")
}
