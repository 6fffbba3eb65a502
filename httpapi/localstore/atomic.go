package localstore

import (
	"os"
	"path/filepath"
)

// removeStale removes the temporary files that writeAtomic left for
// name when its process was killed mid-write. The caller makes sure no
// write of name is under way.
func removeStale(dir, name string) {
	stale, _ := filepath.Glob(filepath.Join(dir, "."+name+".tmp*"))
	for _, f := range stale {
		_ = os.Remove(f)
	}
}

// writeAtomic replaces path with b: a temporary file in the same
// directory, synced, then renamed over path, then the directory synced.
func writeAtomic(path string, b []byte) error {
	dir := filepath.Dir(path)
	f, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	ok := false
	defer func() {
		if !ok {
			_ = os.Remove(tmp)
		}
	}()
	if err := f.Chmod(0o600); err != nil {
		f.Close()
		return err
	}
	if _, err := f.Write(b); err != nil {
		f.Close()
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	if err := os.Rename(tmp, path); err != nil {
		return err
	}
	ok = true
	if d, err := os.Open(dir); err == nil {
		_ = d.Sync()
		d.Close()
	}
	return nil
}
