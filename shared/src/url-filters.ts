import { useCallback } from 'react';
import { useSearchParams } from '@portal/shared/router';
import type * as z from '@portal/shared/contract/zod';

/** The fields of a contract query schema (e.g. `paymentFilterSchema`); each must allow absence. */
type FilterShape = Record<string, z.ZodType>;

export type UrlFilters<Shape extends FilterShape> = { [Key in keyof Shape]: z.output<Shape[Key]> };

/** What a filter may be set to: its value or text the schema reads; `undefined` or '' clears it. */
export type UrlFilterChange<Shape extends FilterShape> = {
  [Key in keyof Shape]?: z.output<Shape[Key]> | string | undefined;
};

/** A field's value when the address lacks it, or holds something the schema refuses. */
function fallbackOf(field: z.ZodType): unknown {
  const parsed = field.safeParse(undefined);
  return parsed.success ? parsed.data : undefined;
}

/** Each filter parsed on its own: an invalid one falls back to its default, the others stay. */
export function parseUrlFilters<Shape extends FilterShape>(
  shape: Shape,
  query: URLSearchParams,
): UrlFilters<Shape> {
  const values = Object.entries(shape).map(([name, field]) => {
    const parsed = field.safeParse(query.get(name) ?? undefined);
    return [name, parsed.success ? parsed.data : fallbackOf(field)];
  });
  return Object.fromEntries(values) as UrlFilters<Shape>;
}

/**
 * The query with the filters changed: the schema's filters in its order after the other
 * parameters (e.g. the admin panel's `tab`), each as the schema gives it (trimmed, normalised),
 * leaving out empty values, defaults and values the schema refuses.
 */
export function withUrlFilters<Shape extends FilterShape>(
  shape: Shape,
  query: URLSearchParams,
  change: UrlFilterChange<Shape>,
): URLSearchParams {
  const current = parseUrlFilters(shape, query);
  const next = new URLSearchParams(
    [...query].filter(([name]) => !Object.prototype.hasOwnProperty.call(shape, name)),
  );
  for (const [name, field] of Object.entries(shape)) {
    const parsed = field.safeParse(name in change ? change[name] : current[name]);
    const value = parsed.success ? parsed.data : undefined;
    if ((typeof value === 'string' || typeof value === 'number') && value !== '') {
      if (value !== fallbackOf(field)) next.set(name, String(value));
    }
  }
  return next;
}

/** Changes the filters named; `replace` stands in for the current history entry instead of adding one. */
export type SetUrlFilters<Shape extends FilterShape> = (
  change: UrlFilterChange<Shape>,
  options?: { replace?: boolean },
) => void;

/**
 * List filters kept in the address through the contract's query schema, so a reload or a shared
 * link keeps them: `const [filters, setFilters] = useUrlFilters(paymentFilterSchema)`. The
 * values are the schema's output; `setFilters({ status: 'pending' })` changes the filters named
 * and keeps the rest.
 */
export function useUrlFilters<Shape extends FilterShape>({
  shape,
}: {
  shape: Shape;
}): [UrlFilters<Shape>, SetUrlFilters<Shape>] {
  const [query, setQuery] = useSearchParams();
  const setFilters = useCallback<SetUrlFilters<Shape>>(
    (change, options) => setQuery((previous) => withUrlFilters(shape, previous, change), options),
    [setQuery, shape],
  );
  return [parseUrlFilters(shape, query), setFilters];
}
