import { defineConfig } from 'drizzle-kit';

/** `npx drizzle-kit generate --config service/drizzle.config.ts` writes the next migration from the schema. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './service/src/db/schema.ts',
  out: './service/migrations',
});
