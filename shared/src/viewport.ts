import { useSyncExternalStore } from 'react';
import { maxWidthQuery } from './ui/breakpoints';

/**
 * Up to this width the portal lays out for a phone: tables become cards, panels stack; the
 * stylesheets' `@media (--phone)` is the same query.
 */
export const PHONE_QUERY = maxWidthQuery('phone');

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
