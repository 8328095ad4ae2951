// A small closed-loop load generator on loopback: `connections` keep-alive clients each send the
// next request as soon as the previous answer arrives, for `seconds`. Bounded in count and time:
// a request not answered within `timeoutSeconds` is abandoned and counted as a timeout (an error).
// GET by default; `method` and `bodyFor(n)` (the JSON body of the n-th request, from 0) send writes.
import http from 'node:http';

/** Runs the load and answers requests/s and latency percentiles in milliseconds. */
export async function runLoad({
  url,
  headers = {},
  connections = 50,
  seconds = 10,
  maxRequests = 500_000,
  method = 'GET',
  bodyFor,
  timeoutSeconds = 2,
}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const target = new URL(url);
  const latencies = [];
  let errors = 0;
  let timeouts = 0;
  let sent = 0;
  const deadline = performance.now() + seconds * 1000;

  const once = (index) =>
    new Promise((resolve) => {
      const body = bodyFor === undefined ? undefined : JSON.stringify(bodyFor(index));
      const started = performance.now();
      const request = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname + target.search,
          method,
          agent,
          headers:
            body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            if (response.statusCode < 200 || response.statusCode >= 300) errors += 1;
            latencies.push(performance.now() - started);
            resolve();
          });
        },
      );
      let timedOut = false;
      request.setTimeout(timeoutSeconds * 1000, () => {
        timedOut = true;
        timeouts += 1;
        errors += 1;
        request.destroy();
      });
      request.on('error', () => {
        if (timedOut) return;
        errors += 1;
        resolve();
      });
      request.on('close', () => {
        if (timedOut) resolve();
      });
      request.end(body);
    });

  const client = async () => {
    while (performance.now() < deadline && sent < maxRequests) {
      sent += 1;
      await once(sent - 1);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, client));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return {
    requests: latencies.length,
    errors,
    timeouts,
    perSecond: latencies.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
  };
}

/** Latency of single sequential requests to `url` while something else runs: p50, p99, max. */
export async function sampleLatency({ url, headers = {}, samples = 40, gapMs = 100 }) {
  const times = [];
  for (let index = 0; index < samples; index += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers, redirect: 'manual' });
    await response.arrayBuffer();
    times.push(performance.now() - started);
    if (gapMs > 0) await new Promise((resolve) => setTimeout(resolve, gapMs));
  }
  times.sort((a, b) => a - b);
  return {
    p50: times[Math.floor(times.length / 2)],
    p99: times[Math.ceil(times.length * 0.99) - 1],
    max: times[times.length - 1],
  };
}
