import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { players, siteDomains, sites } from '../../db/schema/index.js';
import {
  createTestApp,
  expectSuccess,
  requestSignup,
  type SiteRef,
  signupPlayer,
  type TestApp,
  uniquePhone,
} from '../../test/harness.js';

/** Identity at signup (issue 15, part A): one account per number, age and terms, mobiles only, password context, no enumeration. */
let t: TestApp;
let site: SiteRef;

/** A Philippine site: the spellings, the landline and the default age below are the Philippines'. */
const PH = 'casino1.localhost';

beforeAll(async () => {
  t = await createTestApp();
  site = await t.site(PH);
});
afterAll(() => t.close());

const PASSWORD = 'Correct-horse-42';

/** A signup on the Philippine site, or `domain`, with this number; `extra` changes other fields. */
function signup(accountId: string, phone: string, extra: Record<string, unknown> = {}, domain = PH) {
  return requestSignup(t, accountId, { contact_phone: phone, ...extra }, domain);
}

async function playerRow(accountId: string, domain = PH) {
  const siteRow = await t.app.sites.byDomain(domain);
  const [row] = await t.database.db
    .select()
    .from(players)
    .where(and(eq(players.siteId, siteRow.id), eq(players.accountId, accountId)));
  return row;
}

async function textsFor(accountId: string): Promise<number> {
  const result = await t.database.db.execute(sql`select count(*)::int as n from sms_outbox where account_id = ${accountId}`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

/** The same Philippine mobile number written the ways a player types it. */
function spellingsOf(e164: string): string[] {
  const national = `0${e164.slice(3)}`;
  return [
    e164,
    e164.slice(1),
    national,
    `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`,
    `+63 ${e164.slice(3, 6)}-${e164.slice(6, 9)}-${e164.slice(9)}`,
  ];
}

const PHONE_IN_USE = { statusCode: 422, message: 'validationFailed', errors: [{ field: 'contact_phone', key: 'phoneInUse' }] };

describe('one account per phone number per site', () => {
  it('refuses a number that already has an account, however it is written, and sends it nothing', async () => {
    // Two other spellings per holder: a number takes 3 signups an hour.
    for (const holderId of ['phone_holder_a', 'phone_holder_b']) {
      const holder = await signupPlayer(t, holderId, PH);
      const others = spellingsOf(holder.phone).slice(1);
      for (const spelling of holderId.endsWith('a') ? others.slice(0, 2) : others.slice(2)) {
        // Each from its own account id and address, so only the number can be what is refused.
        const copy = `copy_${holderId.slice(-1)}_${spelling.replace(/\D/g, '').length}_${spelling.length}`;
        expect(await signup(copy, spelling)).toMatchObject(PHONE_IN_USE);
        expect(await playerRow(copy)).toBeUndefined();
        expect(await textsFor(copy)).toBe(0);
      }
    }
  });

  it('counts closed, blocked, self-excluded and pending accounts as holding their number', async () => {
    const closed = await signupPlayer(t, 'phone_closed', PH);
    await t.database.db.update(players).set({ status: 'closed' }).where(eq(players.accountId, 'phone_closed'));
    expect(await signup('phone_after_closed', closed.phone)).toMatchObject(PHONE_IN_USE);

    const excluded = await signupPlayer(t, 'phone_excluded', PH);
    expect(
      (await t.call('selfExclude', { auth: excluded.auth, account_id: excluded.account_id, period: 'permanent' })).statusCode,
    ).toBe(1);
    expect(await signup('phone_after_excluded', excluded.phone)).toMatchObject(PHONE_IN_USE);

    const pendingPhone = await uniquePhone(t, PH);
    expect((await signup('phone_pending', pendingPhone)).statusCode).toBe(1);
    expect(await signup('phone_after_pending', pendingPhone)).toMatchObject(PHONE_IN_USE);
  });

  it('lets the same number hold one account on each site', async () => {
    const here = await signupPlayer(t, 'phone_two_sites', PH);
    expect((await signup('phone_two_sites', here.phone, {}, 'slot2.localhost')).statusCode).toBe(1);
  });

  it('creates exactly one account when 20 signups race for one number written in different ways', async () => {
    const phone = await uniquePhone(t, PH);
    const spellings = spellingsOf(phone);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) => signup(`racer_${n}`, spellings[n % spellings.length]!)),
    );
    const accepted = answers.filter((answer) => answer.statusCode === 1);
    const refused = answers.filter((answer) => answer.statusCode !== 1);
    expect(accepted).toHaveLength(1);
    // Signups of one number are also limited to 3 an hour; every other answer is one of the two refusals.
    for (const answer of refused) expect(['validationFailed', 'tooManyRequests']).toContain(answer.message);
    expect(
      refused
        .filter((answer) => answer.message === 'validationFailed')
        .every((answer) => answer.errors?.[0]?.key === 'phoneInUse'),
    ).toBe(true);
    const holders = await t.database.db.$count(players, eq(players.contactPhone, phone));
    expect(holders).toBe(1);
  });
});

describe('age and terms at signup', () => {
  it('refuses a signup without both confirmations, per field, and creates nothing', async () => {
    const phone = await uniquePhone(t, PH);
    const missing = await t.call('signup', { ...site, account_id: 'no_consent', password: PASSWORD, contact_phone: phone });
    expect(missing).toMatchObject({ statusCode: 422, message: 'validationFailed' });
    expect(missing.errors).toEqual([
      { field: 'age_confirmed', key: 'ageNotConfirmed' },
      { field: 'terms_accepted', key: 'termsNotAccepted' },
    ]);
    const refusedAge = await signup('no_consent', phone, { age_confirmed: false });
    expect(refusedAge.errors).toEqual([{ field: 'age_confirmed', key: 'ageNotConfirmed' }]);
    const refusedTerms = await signup('no_consent', phone, { terms_accepted: 'yes' });
    expect(refusedTerms.errors).toEqual([{ field: 'terms_accepted', key: 'termsNotAccepted' }]);
    expect(await playerRow('no_consent')).toBeUndefined();
  });

  it("stores when the player confirmed the age and accepted the terms, and the site's terms version", async () => {
    const siteRow = await t.app.sites.byDomain('casino2.localhost');
    await t.database.db.update(sites).set({ termsVersion: '2026-12-01' }).where(eq(sites.id, siteRow.id));
    t.app.invalidateSite(siteRow.id);
    const before = Date.now();
    await signupPlayer(t, 'consenting', 'casino2.localhost');
    const row = await playerRow('consenting', 'casino2.localhost');
    expect(row?.termsVersion).toBe('2026-12-01');
    // The database clock stamps them: allow for a minute of difference with this process's clock.
    expect(row?.ageConfirmedAt?.getTime()).toBeGreaterThan(before - 60_000);
    expect(row?.termsAcceptedAt?.getTime()).toBeGreaterThan(before - 60_000);
  });

  it("sends the site's minimum age and terms version in the startup answer: 21 in PH and 18 elsewhere unless the site sets its own", async () => {
    const startupSite = async (domain: string) => {
      const startup = await t.call('startup', { domain_name: domain });
      expectSuccess(startup);
      return startup.site;
    };
    const philippine = await t.app.sites.byDomain(PH);
    expect(philippine.country).toBe('PH');
    expect(await startupSite(PH)).toMatchObject({ min_age: 21, terms_version: philippine.termsVersion });

    const [elsewhere] = await t.database.db
      .select({ id: sites.id, domain: siteDomains.domain })
      .from(sites)
      .innerJoin(siteDomains, eq(siteDomains.siteId, sites.id))
      .where(sql`${sites.country} <> 'PH'`)
      .limit(1);
    expect((await startupSite(elsewhere!.domain)).min_age).toBe(18);

    await t.database.db.update(sites).set({ minAge: 25 }).where(eq(sites.id, elsewhere!.id));
    t.app.invalidateSite(elsewhere!.id);
    expect((await startupSite(elsewhere!.domain)).min_age).toBe(25);
  });
});

describe('mobile numbers only', () => {
  it('refuses a Philippine landline at signup with notMobileNumber, and takes a mobile', async () => {
    const landline = await signup('landline_user', '02 8123 4567');
    expect(landline).toMatchObject({
      statusCode: 422,
      message: 'validationFailed',
      errors: [{ field: 'contact_phone', key: 'notMobileNumber' }],
    });
    expect(await playerRow('landline_user')).toBeUndefined();
    expect(await textsFor('landline_user')).toBe(0);
    expect((await signup('mobile_user', await uniquePhone(t, PH))).statusCode).toBe(1);
  });

  it('sends no reset code to an account whose number is a landline, with the answer of a match', async () => {
    await signupPlayer(t, 'old_landline', PH);
    await t.database.db.update(players).set({ contactPhone: '+63281234567' }).where(eq(players.accountId, 'old_landline'));
    const textsBefore = await textsFor('old_landline');
    const answer = await t.call('forgotPassword', { ...site, account_id: 'old_landline', contact_phone: '0281234567' });
    expect(answer).toMatchObject({ statusCode: 1, message: 'resetCodeSentIfMatch' });
    expect(await textsFor('old_landline')).toBe(textsBefore);

    // A mobile account still gets its code, with the same answer.
    const mobile = await signupPlayer(t, 'reset_mobile', PH);
    await t.database.db.execute(sql`update tac_codes set created_at = now() - interval '2 minutes'`);
    const matched = await t.call('forgotPassword', { ...site, account_id: 'reset_mobile', contact_phone: mobile.phone });
    expect(matched).toEqual(answer);
    expect(await textsFor('reset_mobile')).toBe(2);
  });
});

describe('passwords built on the account id or one character', () => {
  it('refuses them at signup', async () => {
    const phone = await uniquePhone(t, PH);
    const cases: [string, string][] = [
      ['Juan_Dela88', 'passwordContainsAccountId'],
      ['my-JUAN_DELA88-pass', 'passwordContainsAccountId'],
      ['aaaaaaaaaaaa', 'passwordOneCharacter'],
    ];
    for (const [password, key] of cases) {
      const answer = await signup('juan_dela88', phone, { password });
      expect(answer).toMatchObject({ message: 'validationFailed', errors: [{ field: 'password', key }] });
    }
    expect(await playerRow('juan_dela88')).toBeUndefined();
  });

  it('refuses them at reset and at update_password, keeping the old password', async () => {
    const player = await signupPlayer(t, 'pw_context', PH);
    await t.database.db.execute(sql`update tac_codes set created_at = now() - interval '2 minutes'`);
    await t.call('forgotPassword', { ...site, account_id: 'pw_context', contact_phone: player.phone });
    const tac = await t.latestTac('pw_context', PH);
    for (const [password, key] of [
      ['PW_CONTEXT-2026', 'passwordContainsAccountId'],
      ['77777777', 'passwordOneCharacter'],
    ]) {
      const reset = await t.call('resetPassword', { ...site, account_id: 'pw_context', tac, new_password: password });
      expect(reset.errors).toEqual([{ field: 'new_password', key }]);
      const update = await t.call('updatePassword', {
        auth: player.auth,
        account_id: 'pw_context',
        password: PASSWORD,
        new_password: password,
      });
      expect(update.errors).toEqual([{ field: 'new_password', key }]);
    }
    expect((await t.call('login', { ...site, account_id: 'pw_context', password: PASSWORD })).statusCode).toBe(1);
  });
});

describe('no account enumeration through the registration code calls', () => {
  it('answers tac/verify alike for an unknown, a verified and a pending account given a wrong code', async () => {
    await signupPlayer(t, 'enum_verified', PH);
    expect((await signup('enum_pending', await uniquePhone(t, PH))).statusCode).toBe(1);
    const code = await t.latestTac('enum_pending', PH);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      ['enum_nobody', 'enum_verified', 'enum_pending'].map((account_id) =>
        t.call('tacVerify', { ...site, account_id, tac: wrong }),
      ),
    );
    for (const answer of answers) expect(answer).toEqual({ httpStatus: 200, statusCode: 401, message: 'invalidTac' });
    // The right code still verifies the pending player, and afterwards the account answers as any other.
    expect((await t.call('tacVerify', { ...site, account_id: 'enum_pending', tac: code })).statusCode).toBe(1);
    expect(await t.call('tacVerify', { ...site, account_id: 'enum_pending', tac: code })).toEqual(answers[0]);
  });

  it('answers tac/request_new_register alike for unknown, verified and pending accounts, sending a code only to the pending one', async () => {
    await signupPlayer(t, 'resend_verified', PH);
    expect((await signup('resend_pending', await uniquePhone(t, PH))).statusCode).toBe(1);
    await t.database.db.execute(sql`update tac_codes set created_at = now() - interval '2 minutes'`);
    const textsBefore = { verified: await textsFor('resend_verified'), pending: await textsFor('resend_pending') };

    const unknown = await t.call('tacRequestNewRegister', { ...site, account_id: 'resend_nobody' });
    const verified = await t.call('tacRequestNewRegister', { ...site, account_id: 'resend_verified' });
    const pending = await t.call('tacRequestNewRegister', { ...site, account_id: 'resend_pending' });
    expect(pending).toEqual({ httpStatus: 200, statusCode: 1, message: 'tacSent', expires_in: 300, resend_in: 60 });
    expect(unknown).toEqual(pending);
    expect(verified).toEqual(pending);

    expect(await textsFor('resend_nobody')).toBe(0);
    expect(await textsFor('resend_verified')).toBe(textsBefore.verified);
    expect(await textsFor('resend_pending')).toBe(textsBefore.pending + 1);
  });
});
