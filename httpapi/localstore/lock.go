package localstore

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"time"
)

// ErrLocked is wrapped by the error of Open when another server Store
// holds the data directory.
var ErrLocked = errors.New("localstore: the data directory is in use by another server")

// lockPatience is how long Open retries the server lock, so that a
// Running probe, which holds it for a moment, does not make a server
// fail to start.
const lockPatience = 250 * time.Millisecond

// Holder describes the process that holds a data directory's server lock,
// as it wrote itself into the lock file.
type Holder struct {
	PID   int       `json:"pid"`   // its process id
	Host  string    `json:"host"`  // the host it runs on
	Since time.Time `json:"since"` // when it took the lock
}

// String describes the holder for messages.
func (h Holder) String() string {
	if h.PID == 0 {
		return "a process that has not said who it is yet"
	}
	return fmt.Sprintf("pid %d on %s, since %s", h.PID, h.Host, h.Since.Format(time.RFC3339))
}

// Running reports whether a server Store holds dir, and which process.
// It is always false where locks are not enforced.
func Running(dir string) (Holder, bool, error) {
	f, err := os.Open(filepath.Join(dir, serverLockFile))
	if errors.Is(err, fs.ErrNotExist) {
		return Holder{}, false, nil
	}
	if err != nil {
		return Holder{}, false, err
	}
	defer f.Close()
	free, err := tryLock(f, false)
	if err != nil || free {
		if free {
			unlockFile(f)
		}
		return Holder{}, false, err
	}
	return readHolder(f), true, nil
}

// lockServer takes dir's server lock and writes this process into it.
func lockServer(dir string) (release func(), err error) {
	f, err := os.OpenFile(filepath.Join(dir, serverLockFile), os.O_CREATE|os.O_RDWR, 0o600)
	if err != nil {
		return nil, err
	}
	deadline := time.Now().Add(lockPatience)
	for {
		free, err := tryLock(f, true)
		if err != nil {
			f.Close()
			return nil, err
		}
		if free {
			break
		}
		if time.Now().After(deadline) {
			h := readHolder(f)
			f.Close()
			return nil, fmt.Errorf("%w: %s is held by %s", ErrLocked, dir, h)
		}
		time.Sleep(lockPatience / 10)
	}
	host, _ := os.Hostname()
	b, _ := json.Marshal(Holder{PID: os.Getpid(), Host: host, Since: time.Now().UTC().Truncate(time.Second)})
	if err := f.Truncate(0); err == nil {
		_, _ = f.WriteAt(append(b, '\n'), 0)
	}
	return func() {
		_ = f.Truncate(0)
		unlockFile(f)
		f.Close()
	}, nil
}

// readHolder reads the holder a lock file names; the zero Holder when it
// names none.
func readHolder(f *os.File) Holder {
	var h Holder
	b, err := io.ReadAll(io.NewSectionReader(f, 0, 4096))
	if err == nil {
		_ = json.Unmarshal(b, &h)
	}
	return h
}
