import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLanguage, type Language } from '@portal/shared/language';

export type { Language } from '@portal/shared/language';

/** A language range of Accept-Language and its weight: `bn-BD;q=0.8`. */
interface WeightedRange {
  range: string;
  weight: number;
}

/** `q=` is a number from 0 to 1 with at most three decimals (RFC 9110 §12.4.2). */
const WEIGHT = /^q=(0(\.\d{0,3})?|1(\.0{0,3})?)$/i;
/** `*`, or a language tag's subtags: letters and digits, 1 to 8 each, joined by '-'. */
const RANGE = /^(\*|[a-z]{1,8}(-[a-z0-9]{1,8})*)$/i;

/** One element of the header, or undefined when it is not one a client may send. */
function weightedRange(element: string): WeightedRange | undefined {
  const [range = '', ...parameters] = element.split(';').map((part) => part.trim());
  if (!RANGE.test(range)) return undefined;
  let weight = 1;
  for (const parameter of parameters) {
    const match = WEIGHT.exec(parameter.replace(/\s+/g, ''));
    if (match === null) return undefined;
    weight = Number(match[1]);
  }
  return { range: range.toLowerCase(), weight };
}

/** The portal's language a range names by its primary subtag ('bn-BD' → 'bn'), if any. */
function supportedLanguage(range: string): Language | undefined {
  const primary = range.split('-')[0];
  return isLanguage(primary) ? primary : undefined;
}

/**
 * The first language of the portal an Accept-Language header asks for, by weight (the header's
 * order among equal weights): 'bn', 'bn-BD' → 'bn'; 'en', 'en-US' → 'en'. Undefined when the
 * header names none: no header, only other languages, only `*`, or nothing readable (an element
 * that is not a language range with a valid q-value is skipped, the rest still count; q=0 says
 * "not this one").
 */
export function acceptedLanguage(header: string | undefined): Language | undefined {
  if (header === undefined) return undefined;
  const ranges = header
    .split(',')
    .map(weightedRange)
    .filter((range): range is WeightedRange => range !== undefined && range.weight > 0);
  // Array.prototype.sort is stable: equal weights keep the header's order.
  ranges.sort((a, b) => b.weight - a.weight);
  for (const { range } of ranges) {
    const language = supportedLanguage(range);
    if (language !== undefined) return language;
  }
  return undefined;
}

/** The requests whose answer was worded in a language, and which one. */
const languageOfAnswer = new WeakMap<FastifyRequest, Language>();

/**
 * The language of the answer to `request`: the first of the portal's languages its
 * Accept-Language header asks for, else the signed-in user's profile language, else English.
 * A route or an error handler that words its answer in it calls this; the answer then carries
 * `Content-Language` and `Vary: Accept-Language` (languageHeaders).
 */
export function requestLanguage(request: FastifyRequest): Language {
  const language =
    acceptedLanguage(request.headers['accept-language']) ?? request.user?.language ?? 'en';
  languageOfAnswer.set(request, language);
  return language;
}

/**
 * onSend: an answer worded in a language (requestLanguage was asked) says which, and that it
 * varies with Accept-Language, so no cache gives one reader's language to another. Other answers
 * (data only) carry neither.
 */
export function languageHeaders(request: FastifyRequest, reply: FastifyReply): void {
  const language = languageOfAnswer.get(request);
  if (language === undefined) return;
  void reply.header('Content-Language', language);
  const vary = reply.getHeader('vary');
  const varies =
    typeof vary === 'string' && vary !== '' ? vary.split(',').map((v) => v.trim()) : [];
  if (varies.includes('*') || varies.some((name) => name.toLowerCase() === 'accept-language')) {
    return;
  }
  void reply.header('Vary', [...varies, 'Accept-Language'].join(', '));
}
