import { randomUUID } from 'node:crypto';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_GAME, launchToken, seamlessClient } from '../../test/game-provider.js';
import { createTestApp, loginDemo, type TestApp } from '../../test/harness.js';

/**
 * The seamless wallet's round-trip budget (issue 16): statements sent to the database, counted
 * (never timed), so that the hot path cannot silently grow back. Every statement counts, a
 * transaction's BEGIN and COMMIT included, on PGlite and on PostgreSQL.
 */
let t: TestApp;
let seamless: ReturnType<typeof seamlessClient>;
const sent: string[] = [];
let counting = false;

const note = (text: unknown) => {
  if (counting) sent.push(typeof text === 'string' ? text : String((text as { text?: string })?.text ?? text));
};

/** Counts what node-postgres sends: every query of every connection the pool lends (pool.query borrows one too). */
function countPool(pool: pg.Pool): void {
  pool.on('acquire', (client) => {
    const marked = client as pg.PoolClient & { countedQuery?: boolean };
    if (marked.countedQuery) return;
    marked.countedQuery = true;
    const clientQuery = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      note(args[0]);
      return clientQuery(...args);
    }) as typeof client.query;
  });
}

/** Counts what PGlite is sent: queries, and a transaction's BEGIN, statements and COMMIT. */
function countPglite(client: PGlite): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((text: string, ...rest: unknown[]) => {
    note(text);
    return (query as (...args: unknown[]) => unknown)(text, ...rest);
  }) as typeof client.query;
  client.exec = ((text: string, ...rest: unknown[]) => {
    note(text);
    return (exec as (...args: unknown[]) => unknown)(text, ...rest);
  }) as typeof client.exec;
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction(async (tx) => {
      note('BEGIN');
      const txQuery = tx.query.bind(tx);
      const txExec = tx.exec.bind(tx);
      tx.query = ((text: string, ...rest: unknown[]) => {
        note(text);
        return (txQuery as (...args: unknown[]) => unknown)(text, ...rest);
      }) as typeof tx.query;
      tx.exec = ((text: string, ...rest: unknown[]) => {
        note(text);
        return (txExec as (...args: unknown[]) => unknown)(text, ...rest);
      }) as typeof tx.exec;
      const result = await callback(tx);
      note('COMMIT');
      return result;
    })) as typeof client.transaction;
}

async function statementsOf(call: () => Promise<unknown>): Promise<string[]> {
  sent.length = 0;
  counting = true;
  try {
    await call();
  } finally {
    counting = false;
  }
  return [...sent];
}

beforeAll(async () => {
  t = await createTestApp();
  seamless = seamlessClient(t);
  const client = (t.database.db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (t.database.kind === 'postgres') countPool(client as pg.Pool);
  else countPglite(client as PGlite);
});
afterAll(() => t.close());

describe('seamless wallet round trips', () => {
  it('applies a debit and the credit settling it in one statement each, once what they read is cached', async () => {
    const session = await loginDemo(t);
    const token = await launchToken(t, session);
    const authenticated = await seamless('authenticate', { token });
    const playerId = authenticated.body.player_id;
    const round = () => {
      const debit = {
        player_id: playerId,
        token,
        transaction_id: `tx-${randomUUID()}`,
        round_id: `round-${randomUUID()}`,
        game_code: BUILT_IN_GAME,
        currency: 'USD',
        amount: 100,
      };
      const credit = {
        player_id: playerId,
        transaction_id: `tx-${randomUUID()}`,
        reference_transaction_id: debit.transaction_id,
        round_id: debit.round_id,
        game_code: BUILT_IN_GAME,
        currency: 'USD',
        amount: 250,
      };
      return { debit, credit };
    };

    // The first round reads the player, the game and the launch once (and may touch the login session).
    const first = round();
    const cold = await statementsOf(() => seamless('debit', first.debit));
    expect(cold.length).toBeLessThanOrEqual(6);
    expect((await seamless('credit', first.credit)).body.status).toBe('OK');

    const next = round();
    let answer: Awaited<ReturnType<typeof seamless>> | undefined;
    const debit = await statementsOf(async () => {
      answer = await seamless('debit', next.debit);
    });
    expect(answer?.body.status).toBe('OK');
    expect(debit, debit.join('\n')).toHaveLength(1);
    const credit = await statementsOf(async () => {
      answer = await seamless('credit', next.credit);
    });
    expect(answer?.body.status).toBe('OK');
    expect(credit, credit.join('\n')).toHaveLength(1);

    // A repeat is answered from the stored first answer, in one statement too.
    const repeat = await statementsOf(async () => {
      answer = await seamless('debit', next.debit);
    });
    expect(answer?.body.status).toBe('OK');
    expect(repeat, repeat.join('\n')).toHaveLength(1);
  });
});
