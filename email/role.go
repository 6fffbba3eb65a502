package email

import (
	"unicode"
	"unicode/utf8"

	"github.com/ndval/ndval/internal/strhash"
)

// isRole reports whether the local part names a function rather than a
// person. The local part is compared without its subaddress (+tag), its
// dots, hyphens and underscores, its case and its trailing digits, so
// Ventas.MX+web@, no-reply@, facturacion_2@ and cuentas.por.pagar@ all
// match. Quoted local parts never match. It allocates nothing.
//
// It stops at the fourth folded byte when that is not a digit and no role
// name starts with the first four (rolePrefixes): the folded part can then
// match only with all four, since the digits it drops are at the end.
func isRole(local string) bool {
	if local == "" || local[0] == '"' {
		return false
	}
	// The usual local part starts with four bytes of ASCII that folds to
	// itself or its lower case (no separator, no +): they are the loop's
	// first four folded bytes, folded and tested here at once, before the
	// buffer is zeroed, and the loop goes on after them.
	var a, b, c, d byte
	usual := len(local) >= rolePrefixLen && local[0]|local[1]|local[2]|local[3] < utf8.RuneSelf
	if usual {
		// &0x7f, which changes none of these bytes, spares the bounds checks.
		a, b, c, d = roleFold[local[0]&0x7f], roleFold[local[1]&0x7f], roleFold[local[2]&0x7f], roleFold[local[3]&0x7f]
		if usual = a|b|c|d < foldDrop; usual && !maybeRole(a, b, c, d) {
			return false
		}
	}
	var buf [2 * maxLocal]byte
	i, n := 0, 0
	if usual {
		buf[0], buf[1], buf[2], buf[3] = a, b, c, d
		i, n = rolePrefixLen, rolePrefixLen
	}
	for i < len(local) {
		c := local[i]
		if c < utf8.RuneSelf {
			i++
			switch c = roleFold[c]; c {
			case foldDrop:
				continue
			case foldEnd:
				return roleEnd(&buf, n)
			}
			if n == len(buf) {
				return false // longer than any role name, folded
			}
			buf[n] = c
			n++
			if n == rolePrefixLen && !maybeRole(buf[0], buf[1], buf[2], buf[3]) {
				return false
			}
			continue
		}
		r, size := utf8.DecodeRuneInString(local[i:])
		i += size
		if n+utf8.UTFMax > len(buf) {
			return false
		}
		before := n
		n += utf8.EncodeRune(buf[n:], unicode.ToLower(r))
		if before < rolePrefixLen && n >= rolePrefixLen && !maybeRole(buf[0], buf[1], buf[2], buf[3]) {
			return false
		}
	}
	return roleEnd(&buf, n)
}

// roleEnd reports whether buf[:n], a folded local part, is a role
// mailbox once its trailing digits are dropped.
func roleEnd(buf *[2 * maxLocal]byte, n int) bool {
	for n > 0 && '0' <= buf[n-1] && buf[n-1] <= '9' {
		n--
	}
	name := buf[:n]
	return roleTable.Find(strhash.Sum(name), func(i int) bool { return roleNames[i] == string(name) }) >= 0
}

// roleFold is how isRole folds an ASCII byte: to itself or its lower
// case, or foldDrop for the separators it ignores (. - _), or foldEnd for
// the + that starts a subaddress.
var roleFold = func() (t [utf8.RuneSelf]byte) {
	for c := range t {
		t[c] = byte(unicode.ToLower(rune(c)))
	}
	t['.'], t['-'], t['_'], t['+'] = foldDrop, foldDrop, foldDrop, foldEnd
	return t
}()

// foldDrop and foldEnd are roleFold's marks, bytes no ASCII fold gives:
// every other entry is below foldDrop.
const (
	foldDrop = 0x80
	foldEnd  = 0x81
)

// maybeRole reports whether a local part whose folded form starts with
// the rolePrefixLen bytes a, b, c, d may be a role mailbox: when the last
// of them is a digit, or some role name starts with them.
func maybeRole(a, b, c, d byte) bool {
	if '0' <= d && d <= '9' {
		return true
	}
	w, bit := rolePrefix(a, b, c, d)
	return rolePrefixes[w]&bit != 0
}

// roleNames are the role mailboxes, folded as isRole folds local parts.
// The list merges RFC 2142 (mailbox names for common services), the role
// list of AfterShip/email-verifier (cmd/build_metadata/role.txt, the
// Spanish and Portuguese entries among others) and the billing, payment
// and tax mailboxes of Latin American companies (facturacion, cobranzas,
// nfe, cfdi ...).
var roleNames = [...]string{
	// RFC 2142 and the usual technical mailboxes.
	"abuse", "hostmaster", "mailerdaemon", "noc", "postmaster", "root",
	"security", "webmaster", "www", "ftp", "usenet", "uucp", "news",
	"noreply", "donotreply", "noresponder", "naoresponda", "nãoresponda",
	"notifications", "notificaciones", "notificacoes", "notificações",
	// General and administration.
	"admin", "administrator", "administracion", "administración",
	"administracao", "administração", "administrativo", "administrador",
	"info", "informacion", "información", "informacoes", "informações",
	"contact", "contacto", "contato", "contactenos", "contactos",
	"hello", "hola", "office", "oficina", "escritorio",
	"recepcion", "recepción", "recepcao", "recepção", "reception",
	"secretaria", "gerencia", "direccion", "dirección", "diretoria",
	"mail", "email", "correo", "team", "equipo", "equipe", "staff",
	"general", "geral", "mesadepartes", "tramites", "trámites",
	// Sales, purchasing and customers.
	"sales", "ventas", "vendas", "comercial", "marketing", "mercadeo",
	"compras", "purchasing", "procurement", "proveedores", "fornecedores",
	"pedidos", "orders", "clientes", "customers", "customerservice",
	"atencionalcliente", "servicioalcliente", "atendimento", "sac",
	"support", "soporte", "suporte", "help", "ayuda", "helpdesk",
	// Billing, payments, accounting and tax.
	"billing", "invoice", "invoices", "invoicing", "facturacion",
	"facturación", "facturacionelectronica", "facturaelectronica",
	"factura", "facturas", "facturae", "faturamento", "fatura",
	"faturas", "nfe", "nfse", "notafiscal", "notasfiscais", "cfdi",
	"xml", "dte", "pagos", "pago", "pagamentos", "pagamento", "payments",
	"payment", "cobranzas", "cobranza", "cobros", "cobrancas",
	"cobranças", "cobranca", "cobrança", "recaudo", "tesoreria",
	"tesorería", "tesouraria", "treasury", "finanzas", "financeiro",
	"financiero", "finance", "contabilidad", "contabilidade",
	"contador", "contabil", "contábil", "accounting", "accounts",
	"accountspayable", "accountsreceivable", "cuentasporpagar",
	"cuentasporcobrar", "contasapagar", "contasareceber", "cxp", "cxc",
	"impuestos", "fiscal", "tax",
	// People.
	"rrhh", "rh", "hr", "recursoshumanos", "humanresources", "jobs",
	"empleos", "empleo", "vagas", "careers", "trabajo", "talento",
}

// roleTable finds a folded local part in roleNames by its hash, and
// rolePrefixes has the bit (rolePrefix) of the first rolePrefixLen bytes
// of every role name that long. Built once from roleNames and never
// changed.
var (
	roleTable = strhash.NewTable(len(roleNames), func(i int) uint32 {
		return strhash.Sum(roleNames[i])
	})
	rolePrefixes = newRolePrefixes(roleNames[:])
)

// rolePrefixLen is how many folded bytes isRole reads before it looks at
// rolePrefixes, and rolePrefixWords the size of rolePrefixes: 2048 bits,
// for about 190 prefixes.
const (
	rolePrefixLen   = 4
	rolePrefixWords = 32
)

// rolePrefix returns the word and bit of rolePrefixes for the prefix a,
// b, c, d.
func rolePrefix(a, b, c, d byte) (word int, bit uint64) {
	k := uint(a) | uint(b)<<8 | uint(c)<<16 | uint(d)<<24
	k = (k * 0x9e3779b1) >> 11 % (64 * rolePrefixWords)
	return int(k / 64), 1 << (k % 64)
}

// newRolePrefixes returns the bits of the prefixes of names.
func newRolePrefixes(names []string) (set [rolePrefixWords]uint64) {
	for _, s := range names {
		if len(s) >= rolePrefixLen {
			w, bit := rolePrefix(s[0], s[1], s[2], s[3])
			set[w] |= bit
		}
	}
	return set
}
