package clean

// asciiStep is AppendIfChanged's table: bit 0 is 1 for a byte Compact keeps
// as it is and 0 for a separator it drops; stepMore marks a byte that
// needs more (a lower-case letter, a byte of a non-ASCII character), which
// the general path takes. A byte table, which the loop reads with fewer
// instructions than asciiWork's (TestStepTable checks that the two agree).
var asciiStep = [256]uint8{
	0x00: 1, 0x01: 1, 0x02: 1, 0x03: 1, 0x04: 1, 0x05: 1, 0x06: 1, 0x07: 1, 0x08: 1, 0x0e: 1, 0x0f: 1,
	0x10: 1, 0x11: 1, 0x12: 1, 0x13: 1, 0x14: 1, 0x15: 1, 0x16: 1, 0x17: 1, 0x18: 1, 0x19: 1, 0x1a: 1,
	0x1b: 1, 0x1c: 1, 0x1d: 1, 0x1e: 1, 0x1f: 1, '!': 1, '"': 1, '#': 1, '$': 1, '%': 1, '&': 1,
	'\'': 1, '(': 1, ')': 1, '*': 1, '+': 1, '0': 1, '1': 1, '2': 1, '3': 1, '4': 1, '5': 1, '6': 1,
	'7': 1, '8': 1, '9': 1, ':': 1, ';': 1, '<': 1, '=': 1, '>': 1, '?': 1, '@': 1, 'A': 1, 'B': 1,
	'C': 1, 'D': 1, 'E': 1, 'F': 1, 'G': 1, 'H': 1, 'I': 1, 'J': 1, 'K': 1, 'L': 1, 'M': 1, 'N': 1,
	'O': 1, 'P': 1, 'Q': 1, 'R': 1, 'S': 1, 'T': 1, 'U': 1, 'V': 1, 'W': 1, 'X': 1, 'Y': 1, 'Z': 1,
	'[': 1, '\\': 1, ']': 1, '^': 1, '`': 1, 'a': stepMore, 'b': stepMore, 'c': stepMore,
	'd': stepMore, 'e': stepMore, 'f': stepMore, 'g': stepMore, 'h': stepMore, 'i': stepMore,
	'j': stepMore, 'k': stepMore, 'l': stepMore, 'm': stepMore, 'n': stepMore, 'o': stepMore,
	'p': stepMore, 'q': stepMore, 'r': stepMore, 's': stepMore, 't': stepMore, 'u': stepMore,
	'v': stepMore, 'w': stepMore, 'x': stepMore, 'y': stepMore, 'z': stepMore, '{': 1, '|': 1, '}': 1,
	'~': 1, 0x7f: 1, 0x80: stepMore, 0x81: stepMore, 0x82: stepMore, 0x83: stepMore, 0x84: stepMore,
	0x85: stepMore, 0x86: stepMore, 0x87: stepMore, 0x88: stepMore, 0x89: stepMore, 0x8a: stepMore,
	0x8b: stepMore, 0x8c: stepMore, 0x8d: stepMore, 0x8e: stepMore, 0x8f: stepMore, 0x90: stepMore,
	0x91: stepMore, 0x92: stepMore, 0x93: stepMore, 0x94: stepMore, 0x95: stepMore, 0x96: stepMore,
	0x97: stepMore, 0x98: stepMore, 0x99: stepMore, 0x9a: stepMore, 0x9b: stepMore, 0x9c: stepMore,
	0x9d: stepMore, 0x9e: stepMore, 0x9f: stepMore, 0xa0: stepMore, 0xa1: stepMore, 0xa2: stepMore,
	0xa3: stepMore, 0xa4: stepMore, 0xa5: stepMore, 0xa6: stepMore, 0xa7: stepMore, 0xa8: stepMore,
	0xa9: stepMore, 0xaa: stepMore, 0xab: stepMore, 0xac: stepMore, 0xad: stepMore, 0xae: stepMore,
	0xaf: stepMore, 0xb0: stepMore, 0xb1: stepMore, 0xb2: stepMore, 0xb3: stepMore, 0xb4: stepMore,
	0xb5: stepMore, 0xb6: stepMore, 0xb7: stepMore, 0xb8: stepMore, 0xb9: stepMore, 0xba: stepMore,
	0xbb: stepMore, 0xbc: stepMore, 0xbd: stepMore, 0xbe: stepMore, 0xbf: stepMore, 0xc0: stepMore,
	0xc1: stepMore, 0xc2: stepMore, 0xc3: stepMore, 0xc4: stepMore, 0xc5: stepMore, 0xc6: stepMore,
	0xc7: stepMore, 0xc8: stepMore, 0xc9: stepMore, 0xca: stepMore, 0xcb: stepMore, 0xcc: stepMore,
	0xcd: stepMore, 0xce: stepMore, 0xcf: stepMore, 0xd0: stepMore, 0xd1: stepMore, 0xd2: stepMore,
	0xd3: stepMore, 0xd4: stepMore, 0xd5: stepMore, 0xd6: stepMore, 0xd7: stepMore, 0xd8: stepMore,
	0xd9: stepMore, 0xda: stepMore, 0xdb: stepMore, 0xdc: stepMore, 0xdd: stepMore, 0xde: stepMore,
	0xdf: stepMore, 0xe0: stepMore, 0xe1: stepMore, 0xe2: stepMore, 0xe3: stepMore, 0xe4: stepMore,
	0xe5: stepMore, 0xe6: stepMore, 0xe7: stepMore, 0xe8: stepMore, 0xe9: stepMore, 0xea: stepMore,
	0xeb: stepMore, 0xec: stepMore, 0xed: stepMore, 0xee: stepMore, 0xef: stepMore, 0xf0: stepMore,
	0xf1: stepMore, 0xf2: stepMore, 0xf3: stepMore, 0xf4: stepMore, 0xf5: stepMore, 0xf6: stepMore,
	0xf7: stepMore, 0xf8: stepMore, 0xf9: stepMore, 0xfa: stepMore, 0xfb: stepMore, 0xfc: stepMore,
	0xfd: stepMore, 0xfe: stepMore, 0xff: stepMore,
}

// stepMore marks in asciiStep a byte that AppendIfChanged's first loop
// cannot take.
const stepMore = 2
