-- wrk script of scripts/loadtest.sh: posts one tax-ids batch and counts
-- the responses by status class, so that only 2xx count as throughput.
-- @KEY@ and @BODY@ are filled in by the shell script.
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["X-API-Key"] = "@KEY@"
local f = assert(io.open("@BODY@", "r"))
wrk.body = f:read("*a")
f:close()

local threads = {}

function setup(thread)
	table.insert(threads, thread)
end

function init(args)
	s2xx, s4xx, s5xx, sother = 0, 0, 0, 0
end

function response(status, headers, body)
	if status >= 200 and status < 300 then
		s2xx = s2xx + 1
	elseif status >= 400 and status < 500 then
		s4xx = s4xx + 1
	elseif status >= 500 and status < 600 then
		s5xx = s5xx + 1
	else
		sother = sother + 1
	end
end

function done(summary, latency, requests)
	local c = { s2xx = 0, s4xx = 0, s5xx = 0, sother = 0 }
	for _, t in ipairs(threads) do
		for k in pairs(c) do
			c[k] = c[k] + t:get(k)
		end
	end
	local e = summary.errors
	io.write(string.format("ndval-counts 2xx=%d 4xx=%d 5xx=%d other=%d\n", c.s2xx, c.s4xx, c.s5xx, c.sother))
	io.write(string.format("ndval-summary duration_us=%d requests=%d connect=%d read=%d write=%d timeout=%d p50_us=%d p99_us=%d\n",
		summary.duration, summary.requests, e.connect, e.read, e.write, e.timeout,
		latency:percentile(50), latency:percentile(99)))
end
