package email

import (
	"unicode"
	"unicode/utf8"
)

// isRole reports whether the local part names a function rather than a
// person. The local part is compared without its subaddress (+tag), its
// dots, hyphens and underscores, its case and its trailing digits, so
// Ventas.MX+web@, no-reply@, facturacion_2@ and cuentas.por.pagar@ all
// match. Quoted local parts never match. It allocates nothing.
func isRole(local string) bool {
	if local == "" || local[0] == '"' {
		return false
	}
	var buf [2 * maxLocal]byte
	n := 0
	for i := 0; i < len(local); {
		c := local[i]
		if c == '+' {
			break
		}
		if c < utf8.RuneSelf {
			i++
			switch {
			case c == '.' || c == '-' || c == '_':
				continue
			case 'A' <= c && c <= 'Z':
				c += 'a' - 'A'
			}
			buf[n] = c
			n++
			continue
		}
		r, size := utf8.DecodeRuneInString(local[i:])
		i += size
		if n+utf8.UTFMax > len(buf) {
			return false
		}
		n += utf8.EncodeRune(buf[n:], unicode.ToLower(r))
	}
	for n > 0 && '0' <= buf[n-1] && buf[n-1] <= '9' {
		n--
	}
	return roleName(string(buf[:n]))
}

// roleName reports whether s, folded as isRole folds local parts, is a role
// mailbox. The list merges RFC 2142 (mailbox names for common services),
// the role list of AfterShip/email-verifier (cmd/build_metadata/role.txt,
// the Spanish and Portuguese entries among others) and the billing,
// payment and tax mailboxes of Latin American companies (facturacion,
// cobranzas, nfe, cfdi ...).
func roleName(s string) bool {
	switch s {
	case
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
		"empleos", "empleo", "vagas", "careers", "trabajo", "talento":
		return true
	}
	return false
}
