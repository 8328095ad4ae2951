import { useEffect } from 'react';
import { PRODUCT_NAME } from '@portal/shared/product';

/** The browser tab's text for a page: 'My Campaigns – Influencer Marketplace', or the name alone. */
export function documentTitle(title: string | null): string {
  return title ? `${title} – ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** Names the shown page in the browser's tab (and its history and bookmarks). */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
