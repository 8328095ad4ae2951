import { defineConfig } from 'drizzle-kit';

/** `npx drizzle-kit generate` (from api/) writes the SQL migrations the server applies at start. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
