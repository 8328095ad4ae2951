import { useCallback, useEffect, useState } from 'react';
import type { BannerTone } from './ui/banner';

/** How long a success message stays (docs/screens.md: 3000 ms). */
export const SUCCESS_MESSAGE_MS = 3000;

export interface FlashMessage {
  text: string;
  /** Success messages clear themselves; failures stay until the next action. */
  clears: boolean;
  /** Of a failure: the portal page where its cause can be fixed (`serverErrorLink`). */
  link?: string;
}

/**
 * A page's message line: `showSuccess` clears after 3 s (see docs/screens.md), `showFailure` stays
 * until replaced or cleared (with the page where its cause can be fixed, if any, for the Banner).
 * `tone` tells the Banner which it is, whatever the language's words.
 */
export function useFlashMessage(clearAfterMs = SUCCESS_MESSAGE_MS) {
  const [message, setMessage] = useState<FlashMessage | null>(null);

  useEffect(() => {
    if (!message?.clears) return undefined;
    const timer = setTimeout(() => setMessage(null), clearAfterMs);
    return () => clearTimeout(timer);
  }, [message, clearAfterMs]);

  const showSuccess = useCallback((text: string) => setMessage({ text, clears: true }), []);
  const showFailure = useCallback(
    (text: string, link?: string) => setMessage({ text, clears: false, link }),
    [],
  );
  const clear = useCallback(() => setMessage(null), []);
  const tone: BannerTone = message?.clears === false ? 'error' : 'success';
  return {
    message: message?.text ?? '',
    tone,
    link: message?.link,
    showSuccess,
    showFailure,
    clear,
  };
}
