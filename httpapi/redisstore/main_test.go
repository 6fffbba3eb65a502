package redisstore

import (
	"os"
	"testing"

	"github.com/ndval/ndval/httpapi/redisstore/redistest"
)

func TestMain(m *testing.M) {
	redistest.Quiet()
	os.Exit(m.Run())
}
