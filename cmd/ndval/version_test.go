package main

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval/account"
	"github.com/ndval/ndval/address"
	"github.com/ndval/ndval/email"
	"github.com/ndval/ndval/name"
	"github.com/ndval/ndval/phone"
	"github.com/ndval/ndval/taxid"
)

// TestVersion: "ndval version" names the build and every package's data.
func TestVersion(t *testing.T) {
	for _, arg := range []string{"version", "--version"} {
		out, errOut, code := runCmd(t, arg)
		require.Equal(t, 0, code, errOut)
		assert.True(t, strings.HasPrefix(out, "ndval "), out)
		for _, v := range []string{taxid.DataVersion, account.DataVersion, email.DataVersion, name.DataVersion,
			address.DataVersion, "phonenumbers " + phone.MetadataVersion()} {
			assert.Contains(t, out, v)
		}
	}
	_, errOut, code := runCmd(t, "version", "extra")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "takes no arguments")
	out, _, code := runCmd(t, "version", "-h")
	assert.Equal(t, 0, code)
	assert.NotContains(t, out, "Flags:", "a command with no flags lists none")
}
