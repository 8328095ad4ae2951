import { useSearchParams } from '@portal/shared/router';

/**
 * The id of the object an admin's notification is about (`/admin-panel?tab=payments&id=42`,
 * built by the API's adminLink): its tab points out and scrolls to that row.
 */
export function useHighlightedId(): number | undefined {
  const [query] = useSearchParams();
  const id = Number(query.get('id'));
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
