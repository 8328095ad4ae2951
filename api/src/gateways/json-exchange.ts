/**
 * One JSON request to a gateway and its answer, however it ended (docs/payment-gateways.md): the
 * HTTP status and the body (undefined when it is not JSON), or `timeout` when no answer came
 * within `afterMs`, or `unreachable` when the request did not get through or the connection broke.
 * Each gateway's client reads the answer in its own terms.
 */
export type JsonExchange = JsonAnswer | { failure: 'timeout' } | { failure: 'unreachable' };

/** The gateway's answer: its HTTP status and its body as JSON (undefined when it is not JSON). */
export interface JsonAnswer {
  httpStatus: number;
  body: unknown;
}

export interface JsonRequest {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

export async function exchangeJson(
  url: string,
  init: JsonRequest,
  afterMs: number,
): Promise<JsonExchange> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(afterMs) });
    const text = await response.text();
    return { httpStatus: response.status, body: parseJson(text) };
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return { failure: timedOut ? 'timeout' : 'unreachable' };
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
