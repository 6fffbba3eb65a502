# The ndval reference server and command-line tool, as a static binary on
# a distroless base (no shell, runs as nonroot). Used by compose.yaml.
# .dockerignore keeps the build context to what go build needs (no .git,
# no ndval-data, no binaries, tests or docs), plus LICENSE and NOTICE.
FROM golang:1.26-bookworm AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
RUN CGO_ENABLED=0 go build -trimpath -o /ndval ./cmd/ndval

FROM gcr.io/distroless/static-debian12:nonroot
COPY --from=build /ndval /ndval
# The licence, and the notices of the data built into the binary.
COPY LICENSE NOTICE /usr/share/doc/ndval/
USER nonroot
EXPOSE 8080 9464
ENTRYPOINT ["/ndval"]
