/**
 * A neutral silhouette, shown when a user has no picture or it cannot be loaded: by the Avatar of
 * the UI kit, and by the server's first paint of a public profile (api/src/portal/profile-paint.ts).
 */
export const DEFAULT_AVATAR =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">' +
      '<rect width="96" height="96" fill="#d9e8e2"/>' +
      '<circle cx="48" cy="38" r="18" fill="#5c8d7c"/>' +
      '<path d="M14 92c4-20 18-30 34-30s30 10 34 30z" fill="#5c8d7c"/></svg>',
  );
