import path from 'node:path';
import { sql } from 'drizzle-orm';
import { REPO_ROOT } from '../config';
import type { Queryable } from './client';

/** Where the document lives. */
export const TRIGGER_DOCS_PATH = path.join(REPO_ROOT, 'docs', 'triggers.md');

/**
 * docs/triggers.md: the triggers, their functions and the views of fresh counts as the migrated
 * database holds them now, so a reader never rebuilds them in the head from the migrations that
 * created and replaced them. Written by `npm run docs:triggers --workspace api`; a test fails when
 * the file differs from the migrations.
 */
export async function triggerFunctionsDocument(db: Queryable): Promise<string> {
  const triggers = await db.execute<{ table_name: string; definition: string }>(sql`
    select c.relname as table_name, pg_get_triggerdef(t.oid) as definition
    from pg_trigger t
    join pg_class c on c.oid = t.tgrelid
    join pg_namespace n on n.oid = c.relnamespace
    where not t.tgisinternal and n.nspname = 'public'
    order by c.relname, t.tgname`);
  const functions = await db.execute<{ name: string; definition: string }>(sql`
    select p.proname as name, pg_get_functiondef(p.oid) as definition
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public'
      and not exists (select from pg_depend d where d.objid = p.oid and d.deptype = 'e')
    order by p.proname, pg_get_function_identity_arguments(p.oid)`);
  const views = await db.execute<{ name: string; definition: string }>(sql`
    select c.relname as name, pg_get_viewdef(c.oid, true) as definition
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'v' and n.nspname = 'public'
    order by c.relname`);

  const lines = [
    '# Triggers, their functions and the fresh-count views',
    '',
    'Generated from the migrated database by `npm run docs:triggers --workspace api`; do not edit.',
    'What they keep and why: [money.md](money.md) (account totals and reconcile),',
    '[collaboration.md](collaboration.md) (reputation) and [performance.md](performance.md) (row',
    'counts).',
    '',
    '## Triggers',
    '',
  ];
  for (const table of new Set(triggers.rows.map((row) => row.table_name))) {
    const definitions = triggers.rows
      .filter((row) => row.table_name === table)
      .map((row) => `${row.definition};`);
    lines.push(`### ${table}`, '', '```sql', ...definitions, '```', '');
  }
  lines.push('## Functions', '');
  for (const row of functions.rows) {
    lines.push(`### ${row.name}`, '', '```sql', `${row.definition.trim()};`, '```', '');
  }
  lines.push('## Views', '');
  for (const row of views.rows) {
    lines.push(
      `### ${row.name}`,
      '',
      '```sql',
      `CREATE VIEW ${row.name} AS`,
      row.definition.trim(),
      '```',
      '',
    );
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
