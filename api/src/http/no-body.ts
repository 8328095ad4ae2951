import { z } from 'zod';

/** The body of a call that says nothing but who and which (stepping back, signing out others): none, or `{}`. */
export const noBodySchema = z.object({}).strict().nullish();
