import { Link } from '@portal/shared/router';

export interface ProfileLinkProps {
  /** The user's name; empty or missing when the API has none. */
  username: string | null | undefined;
  /** What to show without a name, e.g. 'Unknown Brand' (see docs/screens.md). */
  fallback: string;
}

/** A user's name linking to their public profile at /user/{username} (see docs/screens.md). */
export function ProfileLink({ username, fallback }: ProfileLinkProps) {
  if (!username) return <>{fallback}</>;
  return <Link to={`/user/${encodeURIComponent(username)}`}>{username}</Link>;
}
