import { useCallback, useEffect, useState } from 'react';
import type { BannerTone } from './ui/banner';

/** How long a success message stays (spec §9: 3000 ms). */
export const SUCCESS_MESSAGE_MS = 3000;

export interface FlashMessage {
  text: string;
  /** Success messages clear themselves; failures stay until the next action. */
  clears: boolean;
}

/**
 * A page's message line: `showSuccess` clears after 3 s (spec §8), `showFailure` stays until
 * replaced or cleared. `tone` tells the Banner which it is, whatever the language's words.
 */
export function useFlashMessage(clearAfterMs = SUCCESS_MESSAGE_MS) {
  const [message, setMessage] = useState<FlashMessage | null>(null);

  useEffect(() => {
    if (!message?.clears) return undefined;
    const timer = setTimeout(() => setMessage(null), clearAfterMs);
    return () => clearTimeout(timer);
  }, [message, clearAfterMs]);

  const showSuccess = useCallback((text: string) => setMessage({ text, clears: true }), []);
  const showFailure = useCallback((text: string) => setMessage({ text, clears: false }), []);
  const clear = useCallback(() => setMessage(null), []);
  const tone: BannerTone = message?.clears === false ? 'error' : 'success';
  return { message: message?.text ?? '', tone, showSuccess, showFailure, clear };
}
