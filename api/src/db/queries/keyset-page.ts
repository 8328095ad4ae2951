/** A page request for a keyset-paginated list (http/pagination): rows with id < beforeId. */
export interface KeysetPage {
  /** The decoded cursor; undefined for the first page. */
  beforeId: number | undefined;
  /** Page size; list queries fetch limit + 1 rows so the caller can tell if more follow. */
  limit: number;
}
