import { defineConfig } from 'drizzle-kit';

// Only used by `npm run db:generate` to write SQL migrations from the schema;
// the app applies them itself at start-up (src/server/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
});
