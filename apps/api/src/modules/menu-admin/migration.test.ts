import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import * as schema from '../../db/schema/index.js';
import { migrationsFolder } from '../../lib/paths.js';
import { readMenus } from '../site/menus.js';

interface Journal {
  entries: { tag: string }[];
}

/** The migrations folder as it stood before 0012: the same files, the journal cut there. */
function foldersUpTo(lastTag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'menus-migration-'));
  mkdirSync(join(folder, 'meta'));
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as Journal;
  const cut = journal.entries.findIndex((entry) => entry.tag === lastTag);
  const entries = journal.entries.slice(0, cut + 1);
  writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) copyFileSync(join(migrationsFolder, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  return folder;
}

const client = await PGlite.create();
const folders: string[] = [];

afterAll(async () => {
  await client.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('migration 0012_menus', () => {
  it("moves each site's jsonb menu and game menu into menu_items, in order, sub-entries under their entry", async () => {
    const before = foldersUpTo('0011_site_admin');
    folders.push(before);
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: before });
    const item = (key: string, title: string, children: object[] = []) => ({
      key,
      title,
      path: `/${key}`,
      icon: key,
      category: key === 'slots' ? 'slots' : null,
      children,
    });
    const menu = [
      item('home', 'Home'),
      item('help', 'Help', [item('faqs', 'FAQs'), item('about', 'About Us')]),
      item('slots', 'Slots'),
    ];
    const gameMenu = [item('slots', 'Slots'), item('hot', 'Hot Games')];
    await db.execute(sql`
      insert into sites (external_id, operator_id, name, theme_code, theme_color, language, menu, game_menu)
      values ('site-old', (select min(id) from operators), 'Old Site', 'casino1', 'gold', 'CN',
              ${JSON.stringify(menu)}::jsonb, ${JSON.stringify(gameMenu)}::jsonb),
             ('site-empty', (select min(id) from operators), 'Empty Site', 'casino1', 'gold', 'EN', '[]'::jsonb, '{}'::jsonb)`);

    await migrate(db, { migrationsFolder });

    const ids = (await db.execute(sql`select id, external_id from sites order by external_id`)).rows as {
      id: number;
      external_id: string;
    }[];
    const old = ids.find((row) => row.external_id === 'site-old')!;
    const empty = ids.find((row) => row.external_id === 'site-empty')!;
    const menus = await readMenus(db as unknown as Db, old.id);
    const expected = (entries: ReturnType<typeof item>[]): object[] =>
      entries.map((entry) => ({ ...entry, titles: {}, children: expected(entry.children as ReturnType<typeof item>[]) }));
    expect(menus).toEqual({ site: expected(menu), game: expected(gameMenu), footer: [] });
    expect(await readMenus(db as unknown as Db, empty.id)).toEqual({ site: [], game: [], footer: [] });
    const columns = await db.execute(
      sql`select column_name from information_schema.columns where table_name = 'sites' and column_name in ('menu', 'game_menu')`,
    );
    expect(columns.rows).toEqual([]);
  });
});
