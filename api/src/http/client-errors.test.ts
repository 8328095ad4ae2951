import net, { type AddressInfo } from 'node:net';
import { startTestApp, type TestApp } from '../test/test-app';
import { MISSING_HOST } from './client-errors';

/** Requests Node's HTTP parser refuses, sent byte for byte to the real server on a port. */

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/**
 * Writes `request` on a new connection and reads the answer until the server closes it (a request
 * that keeps the connection alive must ask for `Connection: close`).
 */
function send(request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n', 2);
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });
}

/** Headers that describe one message rather than the app's policy. */
const PER_MESSAGE = new Set(['date', 'content-length', 'connection', 'keep-alive', 'vary']);

/**
 * The headers the app sends on an ordinary error answer over the same kind of connection (no
 * Host, so no socket origin in the policy): a client error must carry the same.
 */
async function ordinaryErrorHeaders(): Promise<Record<string, string>> {
  const ordinary = await send('GET /api/no-such-thing/ HTTP/1.0\r\n\r\n');
  expect(ordinary.status).toBe(404);
  return Object.fromEntries(
    Object.entries(ordinary.headers).filter(([name]) => !PER_MESSAGE.has(name)),
  );
}

describe('errors of Node’s HTTP parser', () => {
  it.each([
    {
      kind: 'an oversized header',
      request: `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      status: 431,
      error: 'The request headers are too large.',
    },
    {
      kind: 'a malformed request line',
      request: 'GET /api/health NOT-HTTP\r\n\r\n',
      status: 400,
      error: 'The request could not be understood.',
    },
    {
      kind: 'a malformed header',
      request: 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nBad Header: 1\r\n\r\n',
      status: 400,
      error: 'The request could not be understood.',
    },
    {
      kind: 'an HTTP/1.1 request without Host',
      request: 'GET /api/health HTTP/1.1\r\n\r\n',
      status: 400,
      error: MISSING_HOST,
    },
  ])(
    '$kind: $status with an error sentence and the security headers',
    async ({ request, status, error }) => {
      const expected = await ordinaryErrorHeaders();
      const answer = await send(request);
      expect(answer.status).toBe(status);
      expect(JSON.parse(answer.body)).toEqual({ error });
      expect(answer.headers).toEqual(expect.objectContaining(expected));
      expect(expected['content-security-policy']).toEqual(expect.any(String));
      expect(expected['x-content-type-options']).toBe('nosniff');
    },
  );

  it('serves the next connection as usual', async () => {
    await send('GET /api/health NOT-HTTP\r\n\r\n');
    const answer = await send(
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ status: 'ok' });
  });
});
