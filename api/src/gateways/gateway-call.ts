import { exchangeJson, type JsonAnswer, type JsonRequest } from './json-exchange';

/** A gateway call's value, or why it did not give one; failures as values. */
export type GatewayResult<T, Failure> = { ok: true; value: T } | { ok: false; failure: Failure };

/**
 * The failures of a call that got no answer, named alike for both wallets
 * (docs/payment-gateways.md): `timeout`, none within `afterMs`; `unreachable`, the request did not
 * get through or the connection broke.
 */
export type NoAnswer<Call> =
  { kind: 'timeout'; call: Call; afterMs: number } | { kind: 'unreachable'; call: Call };

/** What a call leaves in the log, whichever the wallet: never a credential, a key or a body. */
export interface GatewayLogLine<Call, Failure extends { kind: string }> {
  call: Call;
  ms: number;
  httpStatus: number | undefined;
  outcome: 'ok' | Failure['kind'];
}

/** How a call went: its result, and its line for the client's log. */
export interface FinishedCall<Call, T, Failure extends { kind: string }> {
  result: GatewayResult<T, Failure>;
  logLine: GatewayLogLine<Call, Failure>;
}

/**
 * One call to a gateway, timed: the JSON request waiting at most `afterMs`, and the answer read
 * in the wallet's own terms by `read`, or the call's `NoAnswer` failure.
 */
export async function callGateway<Call, T, Failure extends { kind: string }>(
  call: Call,
  request: { url: string; init: JsonRequest; afterMs: number },
  read: (answer: JsonAnswer) => GatewayResult<T, Failure>,
): Promise<FinishedCall<Call, T, Failure | NoAnswer<Call>>> {
  const startedAt = performance.now();
  const { afterMs } = request;
  const answer = await exchangeJson(request.url, request.init, afterMs);
  const result: GatewayResult<T, Failure | NoAnswer<Call>> = !('failure' in answer)
    ? read(answer)
    : {
        ok: false,
        failure:
          answer.failure === 'timeout'
            ? { kind: 'timeout', call, afterMs }
            : { kind: 'unreachable', call },
      };
  const logLine: GatewayLogLine<Call, Failure | NoAnswer<Call>> = {
    call,
    ms: Math.round(performance.now() - startedAt),
    httpStatus: 'failure' in answer ? undefined : answer.httpStatus,
    outcome: outcomeOf(result),
  };
  return { result, logLine };
}

function outcomeOf<Failure extends { kind: string }>(
  result: GatewayResult<unknown, Failure>,
): 'ok' | Failure['kind'] {
  return result.ok ? 'ok' : result.failure.kind;
}
