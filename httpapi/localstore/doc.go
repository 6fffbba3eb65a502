// Package localstore keeps API keys, accounts and quota usage in a local
// data directory, so that the reference server runs on a fresh machine
// with no other server and keeps its state across restarts.
//
// # Files
//
// The directory holds two JSON files, each replaced atomically (write to a
// temporary file, sync, rename), and two lock files:
//
//   - keys.json: accounts and key records (hashes only, never keys). Every
//     Store writes it under a short advisory lock (.lock) on top of its
//     latest content, so the server and the command line can both change
//     it; a running server notices changes within a second.
//   - usage.json: the quota counters. The server's Store counts them in
//     memory and writes them on Flush, which the server calls every few
//     seconds and on shutdown: a crash loses the usage counted since the
//     last flush, and readers see it that late.
//   - server.lock: held, with an exclusive flock, by the one server Store
//     of the directory for as long as it is open (Open). A second one, in
//     this process or another, fails with ErrLocked and names the holder.
//     Admin Stores (OpenWith with Options.Admin) do not take it: they write
//     only keys.json and never usage.json, so they run next to a server.
//
// # A damaged keys.json
//
// A keys.json that cannot be read when a Store opens is an error. Once
// open, a Store keeps serving the last key set it read well when the file
// becomes unreadable or disappears, logs the failure once per change of
// the file, and reports it from Check until a good file is back.
//
// The locks are flock(2) locks: they hold on Linux, macOS and the BSDs,
// on local file systems; elsewhere (Windows) they are not enforced. Stores
// for several machines (Redis) implement the same interfaces.
package localstore
