import { describe, expect, it } from 'vitest';
import { createGroupCommit } from './group-commit.js';

interface Item {
  player: number;
  id: string;
}

/** An apply whose statements finish only when the test says so, recording what each one held. */
function controlledApply() {
  const statements: Array<{ items: Item[]; finish: (fail?: Error) => void }> = [];
  const apply = (items: Item[]) =>
    new Promise<Array<string | undefined>>((resolve, reject) => {
      statements.push({
        items,
        finish: (fail) =>
          fail ? reject(fail) : resolve(items.map((item) => (item.id === 'no-row' ? undefined : `row:${item.id}`))),
      });
    });
  return { apply, statements };
}

const ids = (items: Item[]) => items.map((item) => item.id);
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('group commit', () => {
  it('sends a call at once while a statement slot is free', async () => {
    const { apply, statements } = controlledApply();
    const wallet = createGroupCommit(apply, { maxInFlight: 2, maxBatch: 8 });
    const first = wallet.submit({ player: 1, id: 'a' });
    const second = wallet.submit({ player: 2, id: 'b' });
    expect(statements.map((statement) => ids(statement.items))).toEqual([['a'], ['b']]);
    for (const statement of statements) statement.finish();
    await expect(first).resolves.toBe('row:a');
    await expect(second).resolves.toBe('row:b');
  });

  it("puts calls of different players that arrive while every slot is busy in one statement, each player's in order", async () => {
    const { apply, statements } = controlledApply();
    const wallet = createGroupCommit(apply, { maxInFlight: 1, maxBatch: 8 });
    const answers = [
      wallet.submit({ player: 1, id: 'a1' }),
      wallet.submit({ player: 2, id: 'b1' }),
      wallet.submit({ player: 3, id: 'c1' }),
      wallet.submit({ player: 2, id: 'b2' }),
    ];
    expect(statements).toHaveLength(1);
    statements[0]!.finish();
    await settle();
    expect(statements.map((statement) => ids(statement.items))).toEqual([['a1'], ['b1', 'b2', 'c1']]);
    statements[1]!.finish();
    expect(await Promise.all(answers)).toEqual(['row:a1', 'row:b1', 'row:c1', 'row:b2']);
  });

  it('never has one player in two statements at once, even with free slots', async () => {
    const { apply, statements } = controlledApply();
    const wallet = createGroupCommit(apply, { maxInFlight: 4, maxBatch: 8 });
    const answers = [
      wallet.submit({ player: 7, id: 'x1' }),
      wallet.submit({ player: 7, id: 'x2' }),
      wallet.submit({ player: 8, id: 'y1' }),
    ];
    expect(statements.map((statement) => ids(statement.items))).toEqual([['x1'], ['y1']]);
    statements[0]!.finish();
    await settle();
    expect(ids(statements[2]!.items)).toEqual(['x2']);
    statements[1]!.finish();
    statements[2]!.finish();
    expect(await Promise.all(answers)).toEqual(['row:x1', 'row:x2', 'row:y1']);
  });

  it('keeps a statement to maxBatch calls and sends the rest next', async () => {
    const { apply, statements } = controlledApply();
    const wallet = createGroupCommit(apply, { maxInFlight: 1, maxBatch: 3 });
    const answers = ['a', 'b', 'c', 'd', 'e', 'f'].map((id, index) => wallet.submit({ player: index, id }));
    statements[0]!.finish();
    await settle();
    statements[1]!.finish();
    await settle();
    statements[2]!.finish();
    expect(statements.map((statement) => ids(statement.items))).toEqual([['a'], ['b', 'c', 'd'], ['e', 'f']]);
    expect(await Promise.all(answers)).toEqual(['row:a', 'row:b', 'row:c', 'row:d', 'row:e', 'row:f']);
  });

  it('rejects only the calls of a statement that failed, and a call without a row, and goes on with the next', async () => {
    const { apply, statements } = controlledApply();
    const wallet = createGroupCommit(apply, { maxInFlight: 1, maxBatch: 8 });
    const first = wallet.submit({ player: 1, id: 'a' });
    const later = [wallet.submit({ player: 2, id: 'b' }), wallet.submit({ player: 3, id: 'no-row' })];
    statements[0]!.finish(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await settle();
    statements[1]!.finish();
    await expect(later[0]).resolves.toBe('row:b');
    await expect(later[1]).rejects.toThrow('no row');
    const afterwards = wallet.submit({ player: 1, id: 'again' });
    statements[2]!.finish();
    await expect(afterwards).resolves.toBe('row:again');
  });
});
