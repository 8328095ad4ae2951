import { useEffect } from 'react';
import { PRODUCT_NAME } from '@portal/shared/product';
import { useShellTexts, type ShellTextKey } from '../texts';

/** The browser tab's text for a page: 'My Campaigns – Influencer Marketplace', or the name alone. */
export function documentTitle(title: string | null): string {
  return title ? `${title} – ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/**
 * Names the shown page in the browser's tab (and its history and bookmarks), in the shown
 * language; the product's name stays as it is. Returns the page's title (null: none).
 */
export function usePageTitle(titleKey: ShellTextKey | null): string | null {
  const { t } = useShellTexts();
  const title = titleKey && t(titleKey);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  return title;
}
