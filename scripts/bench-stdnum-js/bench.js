// Times stdnum-js (https://github.com/koblas/stdnum-js) on the same mixed
// input as taxid's BenchmarkMixed, and prints the figure in Go's benchmark
// format so that benchstat compares the two:
//
//   BenchmarkMixed   <passes>   <ns per pass> ns/op   <ns per id> ns/id
//
// Per id it does what taxid.Validate does through the public API: read the
// country and the type (trimmed, any case, the same aliases), validate the
// value with the type's module or, when no type is given, with the
// country's modules in taxid's order until one accepts it, and format a
// valid value. It keeps the answers, so that nothing is optimized away,
// and reports on stderr how many ids it found valid.
//
// Usage (stdnum installed outside the repository, see README.md):
//   NODE_PATH=/tmp/stdnum-js/node_modules node bench.js taxid/testdata/mixed.tsv [seconds | <n>x]
// The second argument is the time to measure for (1 s), or a number of
// passes over the input, as go test's -benchtime takes them; 20 passes
// are run first, unmeasured, for the JIT.
'use strict';

const fs = require('fs');
const { stdnum } = require('stdnum');

// The modules of each country of the mix, in taxid's order, and the type
// names taxid accepts for them.
const countries = {
  AR: { order: ['cuit', 'dni'], names: { cuit: 'cuit', dni: 'dni' } },
  BR: { order: ['cpf', 'cnpj'], names: { cpf: 'cpf', cnpj: 'cnpj' } },
  MX: { order: ['rfc', 'curp'], names: { rfc: 'rfc', curp: 'curp' } },
  CL: { order: ['rut'], names: { rut: 'rut', run: 'rut', rol: 'rut' } },
  PE: { order: ['ruc', 'cui', 'ce'], names: { ruc: 'ruc', dni: 'cui', cui: 'cui', ce: 'ce', carne: 'ce' } },
  CO: { order: ['nit'], names: { nit: 'nit', rut: 'nit' } },
  UY: { order: ['rut', 'cedula'], names: { rut: 'rut', ruc: 'rut', cedula: 'cedula', ci: 'cedula' } },
};

function readRows(file) {
  const rows = [];
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const [country, type, value] = line.split('\t');
    rows.push({ country, type, value });
  }
  return rows;
}

// validate answers one id: its formatted form when valid, else ''.
function validate(country, type, value) {
  const c = countries[country.trim().toUpperCase()];
  if (c === undefined) return '';
  const t = type.trim().toLowerCase();
  const mods = stdnum[country.trim().toUpperCase()];
  if (t !== '') {
    const m = mods[c.names[t]];
    return m !== undefined && m.validate(value).isValid ? m.format(value) : '';
  }
  for (const name of c.order) {
    const m = mods[name];
    if (m.validate(value).isValid) return m.format(value);
  }
  return '';
}

function pass(rows, out) {
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i];
    out[i] = validate(r.country, r.type, r.value);
  }
}

function main() {
  const file = process.argv[2];
  const arg = process.argv[3] || '1';
  const fixed = arg.endsWith('x') ? Number(arg.slice(0, -1)) : 0;
  const seconds = fixed ? 0 : Number(arg);
  const rows = readRows(file);
  const out = new Array(rows.length);
  for (let i = 0; i < 20; i++) pass(rows, out);
  let passes = 0;
  const start = process.hrtime.bigint();
  const end = start + BigInt(Math.round(seconds * 1e9));
  let now = start;
  while (fixed ? passes < fixed : now < end) {
    pass(rows, out);
    passes++;
    now = process.hrtime.bigint();
  }
  const ns = Number(now - start);
  const valid = out.filter((f) => f !== '').length;
  process.stderr.write(`stdnum-js: ${valid} of ${rows.length} ids valid\n`);
  console.log(`BenchmarkMixed \t${passes}\t${(ns / passes).toFixed(0)} ns/op\t${(ns / passes / rows.length).toFixed(1)} ns/id`);
}

main();
