// The load generator of the API figures: wrk (C, from Debian) when it is installed or can be
// installed (root with apt-get), else the Node generator in load.mjs. Either way closed-loop
// keep-alive connections on loopback; both answer { requests, errors, timeouts, perSecond, p50,
// p99 } (ms): `errors` counts every request that failed, `timeouts` those of them that took longer
// than `timeoutSeconds` (2 unless given), and p50/p99 are NaN when no request finished in time.
import { spawnSync } from 'node:child_process';
import { runLoad } from './load.mjs';

const hasWrk = () => spawnSync('wrk', ['--version']).error === undefined;

/** Installs wrk with apt-get when it is missing and this runs as root; true when it is there. */
function ensureWrk() {
  if (hasWrk()) return true;
  if (process.getuid?.() !== 0 || spawnSync('apt-get', ['--version']).error !== undefined) {
    return false;
  }
  console.log('(installing wrk with apt-get for the API load figures)');
  const install = () => spawnSync('apt-get', ['install', '-y', '-qq', 'wrk'], { stdio: 'ignore' });
  if (install().status !== 0) {
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'ignore' });
    install();
  }
  return hasWrk();
}

const UNIT_MS = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

/** A wrk duration such as `812.00us`, `1.52ms` or `2.01s`, in milliseconds. */
function durationMs(text) {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  if (match === null) throw new Error(`unexpected wrk duration: ${text}`);
  return Number(match[1]) * UNIT_MS[match[2]];
}

function runWrk({ url, headers = {}, connections, seconds, timeoutSeconds = 2 }) {
  const args = [
    ...['-t', '1', '-c', String(connections), '-d', `${seconds}s`],
    ...['--timeout', `${timeoutSeconds}s`, '--latency'],
  ];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  const result = spawnSync('wrk', [...args, url], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`wrk failed: ${result.stderr || result.stdout}`);
  const output = result.stdout;
  const percentile = (label) => {
    const match = new RegExp(`^\\s+${label}%\\s+(\\S+)`, 'm').exec(output);
    if (match === null) throw new Error(`no ${label}% latency in wrk's output:\n${output}`);
    return durationMs(match[1]);
  };
  const requests = Number(/(\d+) requests in/.exec(output)?.[1] ?? 0);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0);
  // Printed only when one is not zero. A request answered after the timeout counts among the
  // requests and as a timeout, and its latency is left out of the percentiles.
  const [connect, read, write, timeouts] = (
    /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output)?.slice(1) ??
    []
  ).map(Number);
  // wrk prints 0.00us percentiles when no latency was recorded: none finished in time.
  const timed = requests - (timeouts ?? 0) > 0;
  return {
    requests,
    errors: non2xx + (connect ?? 0) + (read ?? 0) + (write ?? 0) + (timeouts ?? 0),
    timeouts: timeouts ?? 0,
    perSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0),
    p50: timed ? percentile('50') : NaN,
    p99: timed ? percentile('99') : NaN,
  };
}

/** The generator to use for every API figure of one bench run, and its name for the report. */
export function chooseLoadGenerator() {
  if (ensureWrk()) {
    return { name: 'wrk (1 thread)', run: async (options) => runWrk(options) };
  }
  return { name: 'scripts/bench/load.mjs (Node; wrk unavailable)', run: runLoad };
}
