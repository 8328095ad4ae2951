/** Where the JSON API lives; everything else is the portal's files and the uploaded pictures. */
export const API_PREFIX = '/api';

/** Whether a path or URL is the API's: `/api` itself or anything under `/api/`. */
export function isApiPath(path: string): boolean {
  return path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);
}
