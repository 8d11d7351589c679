import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginDemo, testAppForFile } from '../test/harness.js';

const t = testAppForFile();

async function countRows(table: 'cashier_requests' | 'ledger_entries'): Promise<number> {
  const result = await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n);
}

/** Clears the operator's screen when printed, as the payment reference did. */
const CLEAR_SCREEN = '\u001b[2J';

describe('control characters in free text (issue 15)', () => {
  it('refuses a deposit whose payment reference holds an escape sequence, and records nothing', async () => {
    const player = await loginDemo(t);
    const before = await countRows('cashier_requests');
    const answer = await t.call('deposit', {
      ...player,
      amount: 100,
      method: 'e_wallet',
      payment_reference: `GC-1234${CLEAR_SCREEN}`,
      idempotency_key: 'free-text-0001',
    });
    expect(answer).toMatchObject({
      httpStatus: 422,
      message: 'validationFailed',
      errors: [{ field: 'payment_reference', key: 'controlCharacters' }],
    });
    expect(await countRows('cashier_requests')).toBe(before);
  });

  it('refuses a C1 control character in a player name', async () => {
    const player = await loginDemo(t);
    const answer = await t.call('profileUpdate', { ...player, full_name: 'Ana\u009bCruz', contact_email: '' });
    expect(answer.message).toBe('validationFailed');
    expect(answer.errors).toContainEqual({ field: 'full_name', key: 'controlCharacters' });
  });

  it('refuses an escape in an operator reason but keeps its line breaks', async () => {
    const before = await countRows('ledger_entries');
    const refused = await t.operator('wallet/adjust', {
      domain: 'localhost',
      account_id: 'demo',
      direction: 'credit',
      amount: 1,
      reason: `goodwill${CLEAR_SCREEN}`,
      idempotency_key: 'free-text-adjust-1',
    });
    expect(refused).toMatchObject({ message: 'validationFailed', errors: [{ field: 'reason', key: 'controlCharacters' }] });
    expect(await countRows('ledger_entries')).toBe(before);

    const accepted = await t.operator('wallet/adjust', {
      domain: 'localhost',
      account_id: 'demo',
      direction: 'credit',
      amount: 1,
      reason: 'goodwill\nticket 42\tagreed',
      idempotency_key: 'free-text-adjust-2',
    });
    expect(accepted.statusCode).toBe(1);
  });
});
