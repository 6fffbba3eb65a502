package apikey_test

import (
	"testing"

	"github.com/ndval/ndval/httpapi/apikey"
	"github.com/ndval/ndval/httpapi/apikey/apikeytest"
)

func TestMemoryConformance(t *testing.T) {
	apikeytest.Run(t, func() apikeytest.Store { return new(apikey.Memory) })
}
