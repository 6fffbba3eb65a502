package clean

import "testing"

func BenchmarkPlaceholder(b *testing.B) {
	for _, s := range []string{"+54 9 11 5050-014", "ana.gomez.empresa.com", "sin correo", "30-54668997-8"} {
		b.Run(s, func(b *testing.B) {
			for b.Loop() {
				Placeholder(s)
			}
		})
	}
}

func BenchmarkMultipleValues(b *testing.B) {
	for b.Loop() {
		MultipleValues("+54 9 11 5050-014", 0, 6)
	}
}

func BenchmarkScientific(b *testing.B) {
	for b.Loop() {
		Scientific("+54 9 11 5050-014")
	}
}

func BenchmarkPlaceholderName(b *testing.B) {
	for b.Loop() {
		Placeholder("Sofía Pérez González")
	}
}
