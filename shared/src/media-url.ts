import { apiBaseUrl } from '@portal/shared/api-client';

/**
 * The address of a file the API serves, such as a profile picture: an absolute http(s) URL is
 * kept, a relative path ('/uploads/ab12.png') is prefixed with the API host (see docs/screens.md),
 * which is the page's own origin unless one is configured.
 */
export function mediaUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  const apiHost = apiBaseUrl().replace(/\/api$/, '');
  return `${apiHost}${path.startsWith('/') ? '' : '/'}${path}`;
}
