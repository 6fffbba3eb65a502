package record

import (
	"bytes"
	"context"
	"encoding/json"
	"runtime"
	"testing"
)

// fullMX is a Mexican person's record with every field, which runs every
// check, tax_id_matches_name included.
var fullMX = Item{ReferenceID: "c-1", Country: "MX", TaxID: "GODE561231GR8", Account: "002010077777777771",
	Email: "emma.gomez@gmail.com", Phone: "55 8932 4827", Name: "Emma Gómez Díaz",
	Address: "Av. Paseo de la Reforma 505, Col. Cuauhtémoc, C.P. 06500, Ciudad de México, CDMX"}

// BenchmarkValidate is Validate on a full record of each kind.
func BenchmarkValidate(b *testing.B) {
	ctx := context.Background()
	for _, bc := range []struct {
		name string
		item Item
	}{{"AR", full}, {"MX", fullMX}} {
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				Validator{}.Validate(ctx, bc.item)
			}
		})
		// The same record without its phone, whose validation (package
		// phone, on phonenumbers) costs more than the rest together.
		noPhone := bc.item
		noPhone.Phone = ""
		b.Run(bc.name+"NoPhone", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				Validator{}.Validate(ctx, noPhone)
			}
		})
	}
	// Records with some fields: a tax id and a name, and those with an
	// email.
	for _, bc := range []struct {
		name string
		item Item
	}{
		{"TaxIDName", Item{Country: "AR", TaxID: "30-54668997-9", Name: "YPF S.A."}},
		{"TaxIDNameEmail", Item{Country: "AR", TaxID: "30-54668997-9", Name: "YPF S.A.", Email: "compras@ypf.com"}},
	} {
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				Validator{}.Validate(ctx, bc.item)
			}
		})
	}
}

// BenchmarkCollect is one garbage collection of a program that imports
// every field package: the collector scans the packages' tables that hold
// pointers, and the objects they keep, at every cycle of the program that
// imports them, whether it validates or not.
func BenchmarkCollect(b *testing.B) {
	Validator{}.Validate(context.Background(), fullMX) // every table in use
	for b.Loop() {
		runtime.GC()
	}
}

// BenchmarkEncodeStd is encoding/json encoding a full record's Result, the
// yardstick of issue 26 for BenchmarkValidate/MX (the record's own
// validation): Marshal, and an Encoder writing into a reused buffer.
func BenchmarkEncodeStd(b *testing.B) {
	r := Validator{}.Validate(context.Background(), fullMX)
	b.Run("Marshal", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := json.Marshal(r); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("Encoder", func(b *testing.B) {
		var buf bytes.Buffer
		enc := json.NewEncoder(&buf)
		b.ReportAllocs()
		for b.Loop() {
			buf.Reset()
			if err := enc.Encode(r); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkAppendJSON encodes a full record's result into a reused buffer.
func BenchmarkAppendJSON(b *testing.B) {
	r := Validator{}.Validate(context.Background(), fullMX)
	buf := make([]byte, 0, 8<<10)
	b.ReportAllocs()
	for b.Loop() {
		buf = r.AppendJSON(buf[:0])
	}
	b.SetBytes(int64(len(buf)))
}

// BenchmarkBatch validates batches of 32 full records through a Batch, as
// the server and package batch do: field by field, each package's code
// read into the caches once for the group. It reports the time per record
// (ns/record), to set beside BenchmarkValidate's one record at a time.
func BenchmarkBatch(b *testing.B) {
	ctx := context.Background()
	for _, bc := range []struct {
		name string
		item Item
	}{{"AR", full}, {"MX", fullMX}} {
		b.Run(bc.name, func(b *testing.B) {
			items := make([]Item, 32)
			for i := range items {
				items[i] = bc.item
			}
			var bt Batch
			b.ReportAllocs()
			for b.Loop() {
				bt.Reset(items)
				_ = bt.Validate(ctx, Validator{}, 0, len(items))
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(items)), "ns/record")
		})
	}
}
