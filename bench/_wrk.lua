-- wrk script for the benchmarks: cycles through the paths given after `--` and prints one JSON line of
-- figures at the end (latencies in ms). Used by bench/_server.mjs's loadPaths when wrk is installed.
local paths = {}
local n = 0

function init(args)
  for i, path in ipairs(args) do paths[i] = path end
end

function request()
  n = n + 1
  return wrk.format(nil, paths[(n % #paths) + 1])
end

function done(summary, latency)
  local e = summary.errors
  io.write(string.format(
    '{"requests":%d,"seconds":%.3f,"p50":%.2f,"p95":%.2f,"p99":%.2f,"errors":%d}\n',
    summary.requests, summary.duration / 1e6,
    latency:percentile(50) / 1000, latency:percentile(95) / 1000, latency:percentile(99) / 1000,
    e.connect + e.read + e.write + e.status + e.timeout))
end
