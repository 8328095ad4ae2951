import { usePlatformConfig } from '@portal/shared/api/platform-config';
import { digitsFor, type Language } from '@portal/shared/language';

/**
 * The platform's settings the public pages state (GET /config/, see docs/money.md), written in the
 * reader's language.
 */
export interface PlatformFacts {
  /** The platform fee's percent: '10', '১২.৫'. */
  feePercent: string;
  /**
   * The hours a brand has to answer a delivery before its money is released
   * (`ESCROW_AUTO_RELEASE_HOURS`): `count` chooses the plural, `hours` is how it is written.
   */
  reviewWindow: { count: number; hours: string };
}

/**
 * The settings once known, else undefined: a page shows the sentences naming them only then. A
 * server render has them, since it fetches the queries a page asks for (docs/rendering.md).
 */
export function usePlatformFacts(language: Language): PlatformFacts | undefined {
  const config = usePlatformConfig().data;
  if (config === undefined) return undefined;
  const hours = config.escrow_auto_release_hours;
  return {
    feePercent: digitsFor(language, String(config.platform_fee_percent)),
    reviewWindow: { count: hours, hours: digitsFor(language, String(hours)) },
  };
}
