package account

// DataVersion identifies the bank, plaza and IBAN tables built into the
// package: the date they were gathered from their public sources
// (data/SOURCES.md). Like phonenumbers.MetadataVersion, it tells users how
// fresh the bank names are; Validator.Banks adds newer entries.
const DataVersion = "2026-11-25"
