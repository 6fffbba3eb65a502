package main

import (
	"io"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.yaml.in/yaml/v3"
)

// TestComposeFile checks what can be checked of compose.yaml without a
// container engine: every ndval command in it parses as ndval parses it,
// the replicas share one Redis and say how many they are, and the proxy
// sends to exactly those replicas, on the port they listen on.
func TestComposeFile(t *testing.T) {
	b, err := os.ReadFile("../../compose.yaml")
	require.NoError(t, err)
	var doc struct {
		Services map[string]struct {
			Build      string   `yaml:"build"`
			Command    []string `yaml:"command"`
			Entrypoint []string `yaml:"entrypoint"`
		} `yaml:"services"`
	}
	require.NoError(t, yaml.Unmarshal(b, &doc))

	replicas := map[string]serveConfig{}
	for name, svc := range doc.Services {
		if svc.Build != "." || len(svc.Entrypoint) > 0 {
			continue
		}
		require.Equal(t, "serve", svc.Command[0], name)
		c, err := parseServe(svc.Command[1:], io.Discard)
		require.NoError(t, err, name)
		replicas[name] = c
	}
	require.Len(t, replicas, 2)
	for name, c := range replicas {
		assert.Equal(t, "redis://redis:6379/0", c.store.redis, name)
		assert.Equal(t, len(replicas), c.store.replicas, "%s: --replicas says how many share the quota", name)
		assert.True(t, strings.HasSuffix(c.addr, ":8080"), name)
	}
	assert.Equal(t, []string{"/ndval", "keys"}, doc.Services["keys"].Entrypoint)
	_, ok := doc.Services["redis"]
	assert.True(t, ok)

	conf, err := os.ReadFile("../../deploy/nginx.conf")
	require.NoError(t, err)
	var upstream []string
	for _, m := range regexp.MustCompile(`(?m)^\s*server (\S+):8080;`).FindAllStringSubmatch(string(conf), -1) {
		upstream = append(upstream, m[1])
	}
	assert.ElementsMatch(t, []string{"ndval-a", "ndval-b"}, upstream)
	for _, name := range upstream {
		assert.Contains(t, replicas, name)
	}
	docker, err := os.ReadFile("../../Dockerfile")
	require.NoError(t, err)
	assert.Contains(t, string(docker), "go build -trimpath -o /ndval ./cmd/ndval")
	assert.Contains(t, string(docker), `ENTRYPOINT ["/ndval"]`)
}
