package localstore

import (
	"testing"

	"github.com/ndval/ndval/httpapi/apikey"
	"github.com/ndval/ndval/httpapi/quota"
	"github.com/stretchr/testify/require"
)

// BenchmarkByHash is the key lookup every API request makes: between two
// stats of keys.json it is answered from memory.
func BenchmarkByHash(b *testing.B) {
	s, err := Open(b.TempDir())
	require.NoError(b, err)
	defer s.Close()
	require.NoError(b, s.PutAccount(ctx, apikey.Account{Name: "acme", Quota: quota.Policy{Limit: 5, Period: quota.Day}}))
	k, _, err := apikey.Manager{Store: s}.Issue(ctx, "acme", "prod")
	require.NoError(b, err)
	h := k.Hash()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := s.ByHash(ctx, h); err != nil {
			b.Fatal(err)
		}
	}
}
