import { z } from 'zod';
import { invalidFields } from './errors';

/**
 * A body checked in a handler against one schema (when the route cannot: a role's shape, a
 * multipart form), with the same 400 `fields` as route validation.
 */
export function parseBody<S extends z.core.$ZodType>(schema: S, body: unknown): z.output<S> {
  const result = z.safeParse(schema, body);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    field: issue.path.join('.'),
    message: issue.message,
  }));
  throw invalidFields(issues, 'body');
}
