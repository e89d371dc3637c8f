import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @care/api db:generate` writes a migration for every change of the schema.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
