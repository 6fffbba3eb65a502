// Package address parses the free-form postal addresses of Latin America
// into their parts (street, number, unit, neighborhood, city, region with
// its ISO 3166-2 code, postal code), with rules and embedded data, and
// says what it could not parse.
//
//	r := address.Validate("BR", "Av. Paulista, 1578 - Bela Vista, São Paulo - SP, 01310-200")
//	// r.Street "Av. Paulista", r.Number "1578", r.Neighborhood "Bela Vista",
//	// r.City "São Paulo", r.RegionCode "BR-SP", r.PostalCode "01310-200"
package address
