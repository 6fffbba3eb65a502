package httpapi

import (
	"context"
	"encoding/json"
	"strconv"
	"testing"

	"github.com/ndval/ndval/internal/wire"
	"github.com/ndval/ndval/message"
	"github.com/ndval/ndval/record"
)

// benchRecords are full records (every field present) of companies and
// persons of six countries, cycled to fill a batch: public company ids,
// the issuers' textbook examples and synthetic ids that verify. Some fail
// a check (a person's CUIT with a shop's name; no account format in CO
// and CL), as real batches do.
var benchRecords = []record.Item{
	{Country: "AR", TaxID: "30-54668997-9", Account: "0170356420000030382008", Email: "compras@ypf.com",
		Phone: "011 4329-2000", Name: "YPF S.A.", Address: "Macacha Güemes 515, C1106BKK CABA"},
	{Country: "AR", TaxID: "20-12345678-6", Account: "0000003100099540907944", Email: "juan.perez@gmail.com",
		Phone: "011 15 5050-0147", Name: "Juan Pérez", Address: "Av. Corrientes 1234, Piso 3, Depto. B, C1043AAZ CABA"},
	{Country: "MX", TaxID: "GODE561231GR8", Account: "002010077777777771", Email: "emma.gomez@gmail.com",
		Phone: "55 8932 4827", Name: "Emma Gómez Díaz",
		Address: "Av. Paseo de la Reforma 505, Col. Cuauhtémoc, C.P. 06500, Ciudad de México, CDMX"},
	{Country: "MX", TaxID: "SAT970701NN3", Account: "002010077777777771", Email: "facturacion@grupobimbo.com",
		Phone: "+52 55 5268 6600", Name: "Grupo Bimbo, S.A.B. de C.V.", Address: "Av. Juárez 100, Guadalajara, Jalisco"},
	{Country: "BR", TaxID: "33.000.167/0001-01", Account: "BR83 0000 0000 0361 3000 4000 013C 1",
		Email: "contato@petrobras.com.br", Phone: "(21) 3224-4477", Name: "Petróleo Brasileiro S.A.",
		Address: "Av. Paulista, 1578 - Bela Vista, São Paulo - SP, 01310-200"},
	{Country: "PE", TaxID: "20131312955", Account: "002-193-001081531054-14", Email: "ventas@empresa.com.pe",
		Phone: "01 311 9898", Name: "Empresa Peruana S.A.C.", Address: "Calle Uno Oeste N° 050, Urb. Córpac, San Isidro, Lima 27"},
	{Country: "CO", TaxID: "899.999.068-1", Account: "12345678901", Email: "info@ecopetrol.com.co",
		Phone: "601 234 4000", Name: "Ecopetrol S.A.", Address: "Carrera 7 # 71-21, Torre B, Piso 12, Bogotá D.C."},
	{Country: "CL", TaxID: "61.704.000-K", Account: "0012345678", Email: "contacto@codelco.cl",
		Phone: "(2) 2670 7000", Name: "Corporación Nacional del Cobre de Chile", Address: "Teatinos 120, Santiago"},
}

// recordsBody returns a records request of n records; without phones when
// noPhone is set.
func recordsBody(n int, noPhone bool) []byte {
	items := make([]record.Item, n)
	for i := range items {
		items[i] = benchRecords[i%len(benchRecords)]
		items[i].ReferenceID = "rec-" + strconv.Itoa(i)
		if noPhone {
			items[i].Phone = ""
		}
	}
	b, err := json.Marshal(map[string]any{"items": items})
	if err != nil {
		panic(err)
	}
	return b
}

// BenchmarkRecords serves a 500-record batch with every field present end
// to end through the handler, and reports records per second (items/s)
// and allocations per record. NoPhone leaves the phones out, which shows
// what the rest costs while package phone is being made faster.
func BenchmarkRecords(b *testing.B) {
	for _, bc := range []struct {
		name    string
		noPhone bool
	}{{"Full", false}, {"NoPhone", true}} {
		b.Run(bc.name, func(b *testing.B) {
			benchServe(b, newFixture(b, 1<<62), "/v1/validate/records", string(recordsBody(500, bc.noPhone)), 500)
		})
	}
}

// BenchmarkRecordsParts measures the handler's three stages on the same
// batch alone: the strict decode, the validation (one worker) and the
// response's encoding.
func BenchmarkRecordsParts(b *testing.B) {
	body := recordsBody(500, false)
	items, err := wire.Records(body, DefaultMaxFieldChars)
	if err != nil {
		b.Fatal(err)
	}
	v := record.Validator{Parallelism: 1}
	results, _ := v.ValidateBatch(context.Background(), items)
	b.Run("Decode", func(b *testing.B) {
		b.ReportAllocs()
		perItem(b, 500, func() {
			if _, err := wire.Records(body, DefaultMaxFieldChars); err != nil {
				b.Fatal(err)
			}
		})
	})
	b.Run("Validate", func(b *testing.B) {
		b.ReportAllocs()
		perItem(b, 500, func() { _, _ = v.ValidateBatch(context.Background(), items) })
	})
	b.Run("Encode", func(b *testing.B) {
		buf := make([]byte, 0, 4<<20)
		b.ReportAllocs()
		perItem(b, 500, func() { buf, _ = appendRecordResults(buf[:0], results, message.English) })
	})
}

// BenchmarkRecordCost validates each of benchRecords, and each with every
// field made DefaultMaxFieldChars long by repeating it, and reports the
// time per unit of recordCost (ns/unit): the estimate recordTurns uses to
// fill a turn holds when the units of the long and the usual records cost
// alike, or the usual ones less.
func BenchmarkRecordCost(b *testing.B) {
	long := func(s, sep string) string {
		for len(s) < DefaultMaxFieldChars {
			s += sep + s
		}
		return string([]rune(s)[:DefaultMaxFieldChars])
	}
	ctx := context.Background()
	for _, longest := range []bool{false, true} {
		for _, it := range benchRecords {
			if longest {
				it.TaxID, it.Account, it.Email = long(it.TaxID, " "), long(it.Account, " "), long(it.Email, ".")
				it.Phone, it.Name, it.Address = long(it.Phone, " "), long(it.Name, " "), long(it.Address, ", ")
			}
			name := it.Country + "/" + strconv.FormatBool(longest)
			b.Run(name, func(b *testing.B) {
				for b.Loop() {
					record.Validator{}.Validate(ctx, it)
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(recordCost(&it)), "ns/unit")
			})
		}
	}
}
