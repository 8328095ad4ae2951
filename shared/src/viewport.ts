import { useSyncExternalStore } from 'react';

/** Below this width the portal lays out for a phone: tables become cards, panels stack. */
export const PHONE_QUERY = '(max-width: 640px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia?.(PHONE_QUERY);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

function isPhoneNow(): boolean {
  return window.matchMedia?.(PHONE_QUERY).matches ?? false;
}

/** True on a phone-sized screen; follows the window as it is resized or turned. */
export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, isPhoneNow, () => false);
}
