import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { type Database, openDatabase } from '../db/client.js';
import { seedDemo } from '../seed/demo.js';
import { createScratchDatabase } from './postgres-faults.js';

/**
 * The database every test app starts from, migrated and seeded once per run instead of once per
 * test app (a few seconds each, most of a test app's start): a PGlite data dir dumped to a file,
 * or a template database on the PostgreSQL server of TEST_DATABASE_URL, copied by CREATE DATABASE.
 */
export type DatabaseTemplate = { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

/** The server secret the demo seed of every test database is made with. */
export const TEST_SERVER_SECRET = 'test-server-secret-0123456789abcdef';
/** A low scrypt cost for the seeded players' passwords: tests log in often. */
export const TEST_PASSWORD_LOG_N = 10;

async function seed(database: Database) {
  await database.migrate();
  await seedDemo(database.db, { passwordLogN: TEST_PASSWORD_LOG_N, serverSecret: TEST_SERVER_SECRET });
}

/** Vitest's global setup of the api project: makes the template, and removes it after the run. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const folder = mkdtempSync(join(tmpdir(), 'wl-test-template-'));
    const dataDir = join(folder, 'data');
    const template = await openDatabase({ dataDir });
    await seed(template);
    await template.close();
    const reopened = await PGlite.create(dataDir);
    const dump = await reopened.dumpDataDir('none');
    await reopened.close();
    const dumpFile = join(folder, 'data-dir.tar');
    writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
    project.provide('databaseTemplate', { kind: 'pglite', dumpFile });
    return async () => rmSync(folder, { recursive: true, force: true });
  }
  const scratch = await createScratchDatabase(serverUrl, 'wl_template');
  const template = await openDatabase({ databaseUrl: scratch.url, poolSize: 2 });
  await seed(template);
  await template.close();
  project.provide('databaseTemplate', { kind: 'postgres', name: scratch.name });
  return scratch.drop;
}
