// Command gensheet writes the supplier sheets of batch/testdata/sheets,
// built the way an Argentine finance team exports its supplier master
// from Excel or an ERP: a semicolon CSV in UTF-8 with a byte order mark,
// the same sheet in Windows-1252, the same sheet as .xlsx (with the CUIT
// stored as a number where Excel would), and a single-country sheet with
// a title line above its header. The values are synthetic (check digits
// computed, never a real taxpayer's), drawn from a fixed seed, and carry
// the damage real sheets have: placeholders, Excel's scientific notation
// and text apostrophe, a CBU without its leading zero, two addresses in
// one cell, country names, a mistyped check digit.
//
//	go run ./batch/internal/gensheet [-rows N] [-dir DIR]
//
// go generate in package batch writes the committed 300-row sheets; the
// benchmarks write 20,000 and 1,000,000 rows to a temporary directory.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"log"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/xuri/excelize/v2"
	"golang.org/x/text/encoding/charmap"
)

func main() {
	rows := flag.Int("rows", 300, "rows of the main sheet")
	dir := flag.String("dir", "testdata/sheets", "where to write the sheets")
	flag.Parse()
	if err := Write(*dir, *rows); err != nil {
		log.Fatal(err)
	}
}

// header is the sheet's header row, as the team exports it.
var header = []string{"Cód. proveedor", "País", "CUIT", "Razón social", "CBU", "Correo", "Teléfono",
	"Dirección", "Condición IVA", "Saldo ($)"}

// Write writes the four sheets of rows rows to dir.
func Write(dir string, rows int) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	table := Rows(rows)
	var csv bytes.Buffer
	csv.WriteString("\ufeff")
	writeCSV(&csv, append([][]string{header}, table...))
	if err := os.WriteFile(filepath.Join(dir, "proveedores.csv"), csv.Bytes(), 0o644); err != nil {
		return err
	}
	var plain bytes.Buffer
	writeCSV(&plain, append([][]string{header}, table...))
	win, err := charmap.Windows1252.NewEncoder().Bytes(plain.Bytes())
	if err != nil {
		return fmt.Errorf("windows-1252: %w", err)
	}
	if err := os.WriteFile(filepath.Join(dir, "proveedores-1252.csv"), win, 0o644); err != nil {
		return err
	}
	if err := writeXLSX(filepath.Join(dir, "proveedores.xlsx"), table); err != nil {
		return err
	}
	var one bytes.Buffer
	one.WriteString("Listado de proveedores al 26/11/2026;;\r\n;;\r\n")
	single := [][]string{{"CUIT", "Razón social", "CBU"}}
	for _, r := range table[:min(len(table), 50)] {
		if r[1] == "AR" || r[1] == "Argentina" {
			single = append(single, []string{r[2], r[3], r[4]})
		}
	}
	writeCSV(&one, single)
	return os.WriteFile(filepath.Join(dir, "proveedores-ar.csv"), one.Bytes(), 0o644)
}

// writeCSV writes rows separated by semicolons with CRLF line ends,
// quoting a field that holds a semicolon or a quote.
func writeCSV(b *bytes.Buffer, rows [][]string) {
	for _, r := range rows {
		for i, f := range r {
			if i > 0 {
				b.WriteByte(';')
			}
			if strings.ContainsAny(f, ";\"\r\n") {
				f = `"` + strings.ReplaceAll(f, `"`, `""`) + `"`
			}
			b.WriteString(f)
		}
		b.WriteString("\r\n")
	}
}

// writeXLSX writes the sheet as Excel would save it: text cells, but the
// CUIT a number where it is digits alone (Excel turns them into numbers)
// and the balance a number.
func writeXLSX(path string, table [][]string) error {
	f := excelize.NewFile()
	defer f.Close()
	if err := f.SetSheetName("Sheet1", "Proveedores"); err != nil {
		return err
	}
	sw, err := f.NewStreamWriter("Proveedores")
	if err != nil {
		return err
	}
	row := make([]any, len(header))
	for i, h := range header {
		row[i] = h
	}
	if err := sw.SetRow("A1", row); err != nil {
		return err
	}
	for n, r := range table {
		for i, v := range r {
			row[i] = v
			if i == 2 && isDigits(v) && len(v) <= 15 {
				x, _ := strconv.ParseInt(v, 10, 64)
				row[i] = x
			}
			if i == 9 {
				if x, err := strconv.ParseFloat(strings.ReplaceAll(strings.ReplaceAll(v, ".", ""), ",", "."), 64); err == nil {
					row[i] = x
				}
			}
		}
		cell, _ := excelize.CoordinatesToCellName(1, n+2)
		if err := sw.SetRow(cell, row); err != nil {
			return err
		}
	}
	if err := sw.Flush(); err != nil {
		return err
	}
	var b bytes.Buffer
	if _, err := f.WriteTo(&b); err != nil {
		return err
	}
	return os.WriteFile(path, b.Bytes(), 0o644)
}

func isDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// Rows returns n rows of the sheet, the same for the same n.
func Rows(n int) [][]string {
	rnd := rand.New(rand.NewPCG(20261126, 22))
	out := make([][]string, n)
	for i := range out {
		out[i] = row(rnd, i)
	}
	return out
}

// banks are CBU bank codes of Argentine banks (BCRA entity numbers).
var banks = []string{"007", "011", "014", "015", "017", "027", "029", "034", "044", "072", "143", "150", "191", "259", "285", "299", "322", "330"}

var companies = []string{"Distribuidora", "Transportes", "Servicios Integrales", "Metalúrgica", "Agropecuaria",
	"Consultora", "Papelera", "Logística", "Constructora", "Laboratorios", "Industrias", "Comercial"}
var surnames = []string{"Pérez", "González", "Rodríguez", "Fernández", "López", "Martínez", "Gómez", "Díaz",
	"Sánchez", "Romero", "Sosa", "Álvarez", "Torres", "Ruiz", "Ramírez", "Acuña", "Benítez", "Núñez"}
var given = []string{"María", "Juan", "José", "Ana", "Carlos", "Lucía", "Martín", "Sofía", "Jorge", "Valeria"}
var forms = []string{"S.A.", "S.R.L.", "S.A.S.", "S.A.C.I.F.I.A.", "SA", "SRL"}
var streets = []string{"Av. Corrientes", "Av. Santa Fe", "Tucumán", "Lavalle", "Av. Rivadavia", "Florida",
	"Av. Belgrano", "San Martín", "Av. de Mayo", "Reconquista"}
var iva = []string{"Responsable Inscripto", "Monotributo", "Exento", "Consumidor Final"}

// row builds the i-th row: a company or a person, valid values, then the
// damage of the rates below.
func row(rnd *rand.Rand, i int) []string {
	person := rnd.IntN(4) == 0
	var prefix, name string
	if person {
		prefix = []string{"20", "23", "27"}[rnd.IntN(3)]
		name = strings.ToUpper(surnames[rnd.IntN(len(surnames))]) + ", " + given[rnd.IntN(len(given))]
	} else {
		prefix = []string{"30", "33"}[rnd.IntN(2)]
		name = companies[rnd.IntN(len(companies))] + " " + surnames[rnd.IntN(len(surnames))] + " " + forms[rnd.IntN(len(forms))]
	}
	cuit := cuitOf(prefix, 10000000+rnd.IntN(89999999))
	cbu := cbuOf(banks[rnd.IntN(len(banks))], rnd.IntN(10000), rnd.Int64N(1e13))
	local := strings.ToLower(strings.Fields(name)[0])
	local = strings.NewReplacer("á", "a", "é", "e", "í", "i", "ó", "o", "ú", "u", ",", "").Replace(local)
	email := []string{"pagos", "compras", "administracion", local}[rnd.IntN(4)] + "@" + local + ".com.ar"
	phone := fmt.Sprintf("011 4%03d-%04d", rnd.IntN(1000), rnd.IntN(10000))
	addr := fmt.Sprintf("%s %d, C%04d%s CABA", streets[rnd.IntN(len(streets))], 100+rnd.IntN(4900),
		1000+rnd.IntN(440), string(rune('A'+rnd.IntN(26)))+string(rune('A'+rnd.IntN(26)))+string(rune('A'+rnd.IntN(26))))
	country := "AR"
	cuitText := cuit[:2] + "-" + cuit[2:10] + "-" + cuit[10:]
	switch d := rnd.IntN(100); {
	case d < 3:
		country = "Argentina"
	case d < 5:
		country = "ARGENTINA"
	}
	switch d := rnd.IntN(100); {
	case d < 30:
		cuitText = cuit // digits alone: a number to Excel
	case d < 31:
		cuitText = fmt.Sprintf("%.5E", float64(mustAtoi(cuit))) // Excel's scientific notation
		cuitText = strings.Replace(cuitText, "E+", "E+", 1)
	case d < 32:
		cuitText = "'" + cuit // Excel's text apostrophe
	case d < 34:
		cuitText = cuit[:10] + strconv.Itoa((int(cuit[10]-'0')+1)%10) // a mistyped check digit
	case d < 35:
		cuitText = "CUIT N° " + cuitText
	}
	switch d := rnd.IntN(100); {
	case d < 2 && cbu[0] == '0':
		cbu = cbu[1:] // the leading zero Excel drops
	case d < 4:
		cbu = "-"
	}
	switch d := rnd.IntN(100); {
	case d < 6:
		email = "-"
	case d < 10:
		email = "sin correo"
	case d < 11:
		email = email + "; pagos@" + local + ".com.ar"
	}
	switch d := rnd.IntN(100); {
	case d < 5:
		phone = "-"
	case d < 7:
		phone = "no tiene"
	}
	if rnd.IntN(100) < 2 {
		name = "N/A"
	}
	balance := strconv.FormatFloat(float64(rnd.IntN(10000000))/100, 'f', 2, 64)
	balance = strings.Replace(balance, ".", ",", 1)
	return []string{fmt.Sprintf("P%05d", i+1), country, cuitText, name, cbu, email, phone, addr,
		iva[rnd.IntN(len(iva))], balance}
}

func mustAtoi(s string) int {
	n, err := strconv.Atoi(s)
	if err != nil {
		panic(err)
	}
	return n
}

// cuitOf returns a CUIT with prefix, the 8-digit number n and its check
// digit (AFIP's mod 11 with weights 5432765432); a number whose check
// value is 10 takes the next number, as AFIP never assigns it.
func cuitOf(prefix string, n int) string {
	for {
		s := prefix + fmt.Sprintf("%08d", n)
		w := [...]int{5, 4, 3, 2, 7, 6, 5, 4, 3, 2}
		sum := 0
		for i, c := range s {
			sum += int(c-'0') * w[i]
		}
		d := 11 - sum%11
		if d == 11 {
			d = 0
		}
		if d != 10 {
			return s + strconv.Itoa(d)
		}
		n++
	}
}

// cbuOf returns a CBU of bank, branch and account with both check digits
// (the BCRA's weights 7139713 and 3971397139713).
func cbuOf(bank string, branch int, account int64) string {
	b1 := bank + fmt.Sprintf("%04d", branch)
	b2 := fmt.Sprintf("%013d", account)
	return b1 + cbuDigit(b1, "7139713") + b2 + cbuDigit(b2, "3971397139713")
}

func cbuDigit(digits, weights string) string {
	sum := 0
	for i := range digits {
		sum += int(digits[i]-'0') * int(weights[i]-'0')
	}
	return strconv.Itoa((10 - sum%10) % 10)
}
