# The ndval reference server and command-line tool, as a static binary on
# a distroless base (no shell, runs as nonroot). Used by compose.yaml.
FROM golang:1.26-bookworm AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
RUN CGO_ENABLED=0 go build -trimpath -o /ndval ./cmd/ndval

FROM gcr.io/distroless/static-debian12:nonroot
COPY --from=build /ndval /ndval
USER nonroot
EXPOSE 8080 9464
ENTRYPOINT ["/ndval"]
