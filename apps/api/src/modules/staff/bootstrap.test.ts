import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, staff } from '../../db/schema/index.js';
import { sha256 } from '../../lib/crypto.js';
import { expectSuccess, INSTALLATION_TOKEN } from '../../test/harness.js';
import { staffTestApp } from '../../test/staff.js';

/**
 * A fresh installation's first owner, made with the installation token while no staff member
 * exists. The test app's database is seeded with demo staff: they are deleted first (nothing refers
 * to them yet but api_keys.created_by, which has no foreign key).
 */
const { t, send, call } = staffTestApp();

const withToken = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
const OWNER_PASSWORD = 'the-first-owner-password-1';

beforeAll(async () => {
  await t.database.db.delete(staff);
});

async function staffCount(): Promise<number> {
  const [row] = await t.database.db.select({ members: count() }).from(staff);
  return row!.members;
}

describe('bootstrapping the first owner', () => {
  it('refuses a wrong installation token, or none, and creates nobody', async () => {
    const body = { username: 'first-owner', password: OWNER_PASSWORD };
    const permissionDenied = { httpStatus: 401, statusCode: 401, message: 'permissionDenied' };
    expect(await call('installationBootstrap', body, withToken(`${INSTALLATION_TOKEN}x`))).toEqual(permissionDenied);
    expect(await call('installationBootstrap', body)).toEqual(permissionDenied);
    expect(await call('installationBootstrap', body, { headers: { authorization: INSTALLATION_TOKEN } })).toEqual(
      permissionDenied,
    );
    expect(await staffCount()).toBe(0);
  });

  it('refuses a common password on its field', async () => {
    const answer = await call(
      'installationBootstrap',
      { username: 'first-owner', password: 'password123' },
      withToken(INSTALLATION_TOKEN),
    );
    expect(answer).toMatchObject({ httpStatus: 422, errors: [{ field: 'password', key: 'commonPassword' }] });
    expect(await staffCount()).toBe(0);
  });

  it('makes one platform owner when two try at once, with a working owner key', async () => {
    const attempts = await Promise.all(
      ['racer-one', 'racer-two'].map((username) =>
        call('installationBootstrap', { username, password: OWNER_PASSWORD }, withToken(INSTALLATION_TOKEN)),
      ),
    );
    const won = attempts.filter((answer) => answer.statusCode === 1);
    const lost = attempts.filter((answer) => answer.statusCode !== 1);
    expect(won).toHaveLength(1);
    expect(lost).toEqual([{ httpStatus: 200, statusCode: 409, message: 'bootstrapDone' }]);
    expect(await staffCount()).toBe(1);

    const [winner] = won;
    expectSuccess(winner!);
    expect(winner.value).toMatchObject({ role: 'owner', operator_id: null, status: 'active', totp_enabled: false });
    const keyRows = await t.database.db.select().from(apiKeys);
    expect(keyRows.filter((row) => row.keyHash === sha256(winner.key))).toEqual([
      expect.objectContaining({ role: 'owner', operatorId: null, createdBy: winner.value.id, revokedAt: null }),
    ]);

    // The key acts for the platform: it may add an operator.
    const made = await call('operatorsCreate', { name: 'Bootstrapped Operator' }, { key: winner.key });
    expectSuccess(made);
    // The owner signs in with the password and enrols in two-factor.
    const signIn = await send('staffSignIn', { username: winner.value.username, password: OWNER_PASSWORD });
    expect(signIn.answer).toMatchObject({ statusCode: 1, stage: 'enrol' });
  });

  it('answers bootstrapDone once anyone exists', async () => {
    const again = await call(
      'installationBootstrap',
      { username: 'late-owner', password: OWNER_PASSWORD },
      withToken(INSTALLATION_TOKEN),
    );
    expect(again).toEqual({ httpStatus: 200, statusCode: 409, message: 'bootstrapDone' });
    expect(await staffCount()).toBe(1);
  });
});
