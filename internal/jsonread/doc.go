// Package jsonread is a small, strict, allocation-light reader of one JSON
// document held in a []byte, with which callers write schema-specific
// decoders by hand.
//
// It exists for the HTTP batch API, where encoding/json is both too slow
// (reflection, and an allocation for nearly everything) and too vague in its
// errors: a client that sends 1000 items needs to be told that
// "/items/3/country" is wrong, not that some string field of some struct is.
//
// # Use
//
// A decoder walks the document with the read methods of a [Reader]:
// [Reader.Object] calls a function for every member with its key, which
// consumes the member's value with another read method ([Reader.String],
// [Reader.Number], [Reader.Bool], [Reader.Array], [Reader.Object],
// [Reader.Skip], or [Reader.Null] to treat null as absent, and
// [Reader.NullableStringAt] for a string or null in one step); [Reader.End]
// then checks that nothing follows the top-level value. [Reader.Kind] peeks
// at the type of the next value when a schema allows more than one, and
// [Reader.Errorf] lets the decoder reject a value (an unknown member name, a
// bad country code) with the same kind of error as a syntax error.
//
// # Strictness
//
// The document must be exactly one JSON value as RFC 8259 defines it: no
// comments, trailing commas, single quotes, unquoted keys, leading zeros,
// NaN or Infinity, raw control characters in strings, unknown escapes,
// truncated input, or data after the value; whitespace is space, tab, line
// feed and carriage return only. Numbers and literals are validated even
// when skipped. Strings are decoded exactly as encoding/json decodes them:
// escapes and surrogate pairs are decoded, and bytes that are not UTF-8 and
// lone surrogates each become U+FFFD, so a value read here is the value
// encoding/json would have produced (the package's fuzz test checks this).
//
// Duplicate member names are an error ("duplicate member name", with the
// pointer of the second member): encoding/json keeps the last, other
// parsers the first, and a document that two parsers read differently is
// how a request gets charged for one batch and validated as another. Names
// are compared decoded, so "a" and "\u0061" are duplicates. This is the
// one document encoding/json accepts that a Reader rejects, apart from the
// nesting limit below.
//
// Objects and arrays may nest at most [MaxDepth] deep, which bounds the
// stack used by a decoder and by [Reader.Skip]; encoding/json allows 10000.
//
// # Errors
//
// Every error is an [*Error] with the RFC 6901 JSON pointer of the value
// being read ("/items/3/country"; "" is the whole document) and the byte
// offset at which the problem was found. Structural errors inside an object
// or array (a missing comma or colon, a bad key, a trailing comma) carry the
// pointer of that object or array; errors in a member's value carry the
// member's pointer. Errors are final: after one, every method of the Reader
// returns it again until [Reader.Reset].
//
// # Speed
//
// The Reader uses no reflection, no fmt and no regexp on the success path,
// and allocates nothing but the strings it returns (and, for an object of
// more than 16 members, or once the objects being read hold more than 64
// names in all, a map that finds duplicate names): a string without
// escapes is converted straight from the input (one allocation), keys are
// passed to the callback as slices of the input, and the JSON pointer path is
// a fixed stack of offsets into the input that is only turned into a string
// when an error is reported. A Reader is a value that needs no allocation to
// create and can be reused with [Reader.Reset].
package jsonread
