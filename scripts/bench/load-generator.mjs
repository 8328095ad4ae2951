// The load generator of the API figures: wrk (C, from Debian) when it is installed or can be
// installed (root with apt-get), else the Node generator in load.mjs. Either way closed-loop
// keep-alive connections on loopback; both answer { requests, errors, perSecond, p50, p99 } (ms).
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

function runWrk({ url, headers = {}, connections, seconds }) {
  const args = ['-t', '1', '-c', String(connections), '-d', `${seconds}s`, '--latency'];
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
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/
    .exec(output)
    ?.slice(1)
    .reduce((sum, count) => sum + Number(count), 0);
  return {
    requests,
    errors: non2xx + (socketErrors ?? 0),
    perSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0),
    p50: percentile('50'),
    p99: percentile('99'),
  };
}

/** The generator to use for every API figure of one bench run, and its name for the report. */
export function chooseLoadGenerator() {
  if (ensureWrk()) {
    return { name: 'wrk (1 thread)', run: async (options) => runWrk(options) };
  }
  return { name: 'scripts/bench/load.mjs (Node; wrk unavailable)', run: runLoad };
}
