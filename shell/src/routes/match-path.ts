/** Whether a route's path (`/campaigns/:id`) matches a pathname, as the router matches it. */
export function matchesPath(pattern: string, pathname: string): boolean {
  const wanted = pattern.split('/').filter(Boolean);
  const actual = pathname.split('/').filter(Boolean);
  if (wanted.length !== actual.length) return false;
  return wanted.every(
    (segment, index) =>
      segment.startsWith(':') || segment.toLowerCase() === actual[index]?.toLowerCase(),
  );
}
