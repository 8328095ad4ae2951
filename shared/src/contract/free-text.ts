import * as z from '@portal/shared/contract/zod';
import { isBlank, withoutInvisible } from './hidden-characters';

/** A limit on a text's length, and the sentence that tells it. */
export interface TextLimit {
  length: number;
  message: string;
}

export interface FreeTextRule {
  /**
   * The sentence for a text that is missing or shows nothing, when one is required; without it
   * the text is optional and such a text reads as empty ('').
   */
  required?: string;
  /** The fewest characters that show (invisible ones do not count); 1 when required. */
  min?: TextLimit;
  /** The most characters stored. */
  max: TextLimit;
}

/**
 * The one rule of every text a person writes in the portal (a message, a reason, a review or a
 * reply, a delivery note, a proposal, a campaign's texts, a bio): trimmed; a text of only spaces,
 * control and invisible characters (zero-width spaces, joiners, direction marks) shows nothing,
 * so it is empty; a minimum length counts the characters that show, so twelve zero-width spaces
 * are no reason; the maximum counts what is stored. Invisible characters inside a text that
 * shows something stay, since Bangla and emoji need some of them.
 */
export function freeTextSchema({ required, min, max }: FreeTextRule) {
  const shown = z.pipe(
    z.string(required === undefined ? undefined : { error: required }).check(z.trim()),
    z.transform((text) => (isBlank(text) ? '' : text)),
  );
  if (required === undefined)
    return z.pipe(shown, z.string().check(z.maxLength(max.length, max.message)));
  let checks = z.string().check(z.minLength(1, { message: required, abort: true }));
  if (min !== undefined) {
    checks = checks.check(
      z.refine((text) => withoutInvisible(text).length >= min.length, min.message),
    );
  }
  return z.pipe(shown, checks.check(z.maxLength(max.length, max.message)));
}
