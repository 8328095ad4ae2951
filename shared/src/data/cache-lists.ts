/** `item` on top of a cached list (newest first), unless the list already has it or is not loaded. */
export function prependOnce<T extends { id: number }>(
  list: T[] | undefined,
  item: T,
): T[] | undefined {
  if (list === undefined || list.some((existing) => existing.id === item.id)) return list;
  return [item, ...list];
}
