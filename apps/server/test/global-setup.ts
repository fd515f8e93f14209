import { ensurePgliteTemplate, ensurePostgresTemplate } from './template.ts';

/** Builds the database template once for the whole run. */
export default async function setup(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (url) process.env.LP_PG_TEMPLATE = await ensurePostgresTemplate(url);
  else process.env.LP_PGLITE_TEMPLATE = await ensurePgliteTemplate();
}
