import { randomUUID } from 'node:crypto';
import { SELF_EXCLUSION_PERIODS, TIME_OUT_HOURS } from '@wl/contract';
import { eq } from 'drizzle-orm';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';
import { auditLog, players } from '../../db/schema/index.js';
import { expectSuccess, requestSignup, signupPlayer } from '../../test/harness.js';
import { rulesTestApp } from '../../test/money.js';
import { moveMoney } from '../wallet/service.js';

const { t, touched, runClockAhead } = rulesTestApp();
let playerSequence = 0;
const HOUR = 3_600_000;

type Player = Awaited<ReturnType<typeof signupPlayer>>;

async function newPlayer(): Promise<Player> {
  const player = await signupPlayer(t, `guard${++playerSequence}`);
  touched.add(player.account_id);
  return player;
}

const session = (player: Player) => ({ auth: player.auth, account_id: player.account_id });

async function rowOf(player: Player) {
  const [row] = await t.database.db.select().from(players).where(eq(players.accountId, player.account_id));
  return row!;
}

async function deposit(player: Player, amount: number) {
  return t.call('deposit', {
    ...session(player),
    amount,
    method: 'e_wallet',
    payment_reference: 'GCASH-1',
    idempotency_key: randomUUID(),
  });
}

function logIn(player: Player) {
  return t.call('login', { ...player.site, account_id: player.account_id, password: player.password });
}

async function limitOf(player: Player, period: 'daily' | 'weekly' | 'monthly') {
  const state = await t.call('protectionGet', session(player));
  expectSuccess(state);
  return state.value.deposit_limits.find((limit) => limit.period === period);
}

describe('deposit limits', () => {
  it('a first limit and a cut apply at once; a raise waits 24 hours', async () => {
    const player = await newPlayer();
    const set = await t.call('depositLimitSet', { ...session(player), period: 'daily', amount: 100 });
    expect(set.value?.deposit_limits[0]).toEqual({
      period: 'daily',
      amount: 100,
      used: 0,
      pending_amount: null,
      pending_from: null,
    });

    expect((await deposit(player, 80)).value?.status).toBe('pending');
    expect((await deposit(player, 30)).message).toBe('depositLimitExceeded');
    expect((await t.call('walletLimits', session(player))).deposit_allowance).toBe(20);

    await t.call('depositLimitSet', { ...session(player), period: 'daily', amount: 90 });
    expect(await limitOf(player, 'daily')).toMatchObject({ amount: 90, used: 80, pending_amount: null });
    expect((await deposit(player, 10.01)).message).toBe('depositLimitExceeded');

    const raised = await t.call('depositLimitSet', { ...session(player), period: 'daily', amount: 500 });
    expectSuccess(raised);
    const daily = raised.value.deposit_limits[0]!;
    expect(daily).toMatchObject({ amount: 90, pending_amount: 500 });
    expect(Date.parse(daily.pending_from ?? '') - Date.now()).toBeGreaterThan(23.9 * HOUR);
    expect((await deposit(player, 20)).message).toBe('depositLimitExceeded');

    runClockAhead(23 * HOUR);
    expect((await limitOf(player, 'daily'))?.amount).toBe(90);
    runClockAhead(25 * HOUR);
    expect(await limitOf(player, 'daily')).toMatchObject({ amount: 500, pending_amount: null, used: 0 });
    expect((await deposit(player, 450)).value?.status).toBe('pending');

    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'protection.deposit_limit'));
    expect(audits.filter((row) => row.actor === `player:${row.target.split(':')[1]}`).length).toBeGreaterThanOrEqual(3);
  });

  it('removing a limit is a raise: it waits 24 hours too', async () => {
    const player = await newPlayer();
    await t.call('depositLimitSet', { ...session(player), period: 'weekly', amount: 50 });
    const removed = await t.call('depositLimitSet', { ...session(player), period: 'weekly', amount: null });
    expectSuccess(removed);
    const weekly = removed.value.deposit_limits[1]!;
    expect(weekly).toMatchObject({ period: 'weekly', amount: 50, pending_amount: null });
    expect(weekly.pending_from).not.toBeNull();
    expect((await deposit(player, 60)).message).toBe('depositLimitExceeded');
    runClockAhead(25 * HOUR);
    expect((await limitOf(player, 'weekly'))?.amount).toBeNull();
    expect((await deposit(player, 60)).statusCode).toBe(1);
  });

  it('checks the limit again when the operator approves', async () => {
    const player = await newPlayer();
    const first = await deposit(player, 100);
    const second = await deposit(player, 100);
    expectSuccess(first);
    expectSuccess(second);
    await t.call('depositLimitSet', { ...session(player), period: 'monthly', amount: 150 });
    const approved = await t.operator('cashier/decide', {
      kind: 'deposit',
      request_id: first.value.request_id,
      decision: 'approve',
    });
    expectSuccess(approved);
    const over = await t.operator('cashier/decide', {
      kind: 'deposit',
      request_id: second.value.request_id,
      decision: 'approve',
    });
    expect(over.message).toBe('depositLimitExceeded');
    const rejected = await t.operator('cashier/decide', {
      kind: 'deposit',
      request_id: second.value.request_id,
      decision: 'reject',
      reason: 'over the player deposit limit',
    });
    expect(rejected.value?.status).toBe('rejected');
    expect((await t.call('getBalance', session(player))).game_balance).toBe(100);
  });
});

describe('reality check', () => {
  it('keeps the interval and sums time and play since login', async () => {
    const player = await newPlayer();
    expect((await t.call('realityCheckSet', { ...session(player), interval_minutes: 30 })).value?.reality_check_minutes).toBe(30);
    expect((await t.call('realityCheckSet', { ...session(player), interval_minutes: 31 })).errors).toEqual([
      { field: 'interval_minutes', key: 'invalidInterval' },
    ]);

    const [row] = await t.database.db.select().from(players).where(eq(players.accountId, player.account_id));
    const play = (kind: 'bet' | 'win', amount: bigint) =>
      moveMoney(t.database.db, { siteId: row!.siteId, playerId: row!.id, kind, amount, idempotencyKey: randomUUID() });
    await t.operator('wallet/adjust', {
      domain: 'localhost',
      account_id: player.account_id,
      direction: 'credit',
      amount: 100,
      reason: 'test funds',
      idempotency_key: randomUUID(),
    });
    await play('bet', -2500n);
    await play('win', 1000n);
    await play('bet', -500n);

    runClockAhead(40 * 60_000);
    const summary = await t.call('sessionSummary', session(player));
    expectSuccess(summary);
    expect(summary).toMatchObject({ statusCode: 1, total_bets: 30, total_wins: 10, net_result: -20, reality_check_minutes: 30 });
    expect(summary.minutes_played).toBeGreaterThanOrEqual(40);
    expect(Date.parse(summary.next_reality_check_at ?? '') - Date.parse(summary.session_started_at)).toBe(60 * 60_000);

    const off = await t.call('realityCheckSet', { ...session(player), interval_minutes: null });
    expect(off.value?.reality_check_minutes).toBeNull();
    expect((await t.call('sessionSummary', session(player))).next_reality_check_at).toBeNull();
  });
});

describe('time-out', () => {
  it('ends every session and refuses login until it is over', async () => {
    const player = await newPlayer();
    const secondSession = (await logIn(player)).token;
    for (const hours of [23, 48, 721, 1009]) {
      expect((await t.call('timeOut', { ...session(player), hours })).errors).toEqual([
        { field: 'hours', key: 'invalidTimeOut' },
      ]);
    }

    const taken = await t.call('timeOut', { ...session(player), hours: 72 });
    expectSuccess(taken);
    expect((await t.call('getBalance', session(player))).message).toBe('sessionExpired');
    expect((await t.call('getBalance', { auth: secondSession, account_id: player.account_id })).message).toBe('sessionExpired');

    const refused = await logIn(player);
    expect(refused).toMatchObject({ statusCode: 403, message: 'timedOut', until: taken.until });
    runClockAhead(71 * HOUR);
    expect((await logIn(player)).message).toBe('timedOut');
    runClockAhead(73 * HOUR);
    expect((await logIn(player)).statusCode).toBe(1);
  });

  it('offers the breaks the responsible-gaming page names, 24 hours to 6 weeks', async () => {
    expect(TIME_OUT_HOURS).toEqual([24, 72, 7 * 24, 14 * 24, 30 * 24, 6 * 7 * 24]);
    const player = await newPlayer();
    const taken = await t.call('timeOut', { ...session(player), hours: 6 * 7 * 24 });
    expectSuccess(taken);
    expect(Date.parse(taken.until) - Date.now()).toBeGreaterThan(41.9 * 24 * HOUR);
    runClockAhead(41 * 24 * HOUR);
    expect(await logIn(player)).toMatchObject({ message: 'timedOut', until: taken.until });

    const info = await t.call('siteInfoDetail', await t.site());
    expectSuccess(info);
    for (const length of ['24 hours', '72 hours', '7 days', '14 days', '30 days', '6 weeks']) {
      expect(info.cms.en_responsible_gaming).toContain(length);
    }
  });

  it('a shorter break never cuts a running one short', async () => {
    const player = await newPlayer();
    const long = await t.call('timeOut', { ...session(player), hours: 30 * 24 });
    const shorter = await t.app.protection.timeOut(await rowOf(player), 24);
    expect(shorter.until).toBe(long.until);
    runClockAhead(25 * HOUR);
    expect(await logIn(player)).toMatchObject({ message: 'timedOut', until: long.until });
  });

  it('two breaks asked for at once: the longer one holds', async () => {
    const player = await newPlayer();
    const answers = await Promise.all([
      t.call('timeOut', { ...session(player), hours: 24 }),
      t.call('timeOut', { ...session(player), hours: 14 * 24 }),
    ]);
    const longest = answers
      .filter((answer) => answer.statusCode === 1)
      .map((answer) => answer.until as string)
      .sort()
      .at(-1);
    expect(longest).toBeDefined();
    expect(await logIn(player)).toMatchObject({ message: 'timedOut', until: longest });
  });
});

describe('self-exclusion', () => {
  it('ends sessions, blocks password and code login until the end, and the player cannot undo it', async () => {
    const player = await newPlayer();
    const excluded = await t.call('selfExclude', { ...session(player), period: '6_months' });
    expectSuccess(excluded);
    const months = (Date.parse(excluded.until ?? '') - Date.now()) / (24 * HOUR);
    expect(months).toBeGreaterThan(180);
    expect((await t.call('getBalance', session(player))).message).toBe('sessionExpired');

    expect(await logIn(player)).toMatchObject({ statusCode: 403, message: 'selfExcluded', until: excluded.until });
    await t.call('tacRequestLogin', { ...player.site, account_id: player.account_id });
    const byCode = await t.call('loginTac', {
      ...player.site,
      account_id: player.account_id,
      tac: await t.latestTac(player.account_id),
    });
    expect(byCode.message).toBe('selfExcluded');

    // A new password changes nothing.
    await t.call('forgotPassword', { ...player.site, account_id: player.account_id, contact_phone: player.phone });
    const reset = await t.call('resetPassword', {
      ...player.site,
      account_id: player.account_id,
      tac: await t.latestTac(player.account_id),
      new_password: 'Another-horse-77',
    });
    expect(reset).toMatchObject({ statusCode: 1, message: 'passwordReset' });
    expect(reset).not.toHaveProperty('token');
    const withNewPassword = await t.call('login', {
      ...player.site,
      account_id: player.account_id,
      password: 'Another-horse-77',
    });
    expect(withNewPassword.message).toBe('selfExcluded');
    // A wrong password still says only that.
    expect((await t.call('login', { ...player.site, account_id: player.account_id, password: 'wrong-password-1' })).message).toBe(
      'invalidCredentials',
    );

    runClockAhead(150 * 24 * HOUR);
    expect((await t.call('login', { ...player.site, account_id: player.account_id, password: 'Another-horse-77' })).message).toBe(
      'selfExcluded',
    );
    runClockAhead(200 * 24 * HOUR);
    expect(
      (await t.call('login', { ...player.site, account_id: player.account_id, password: 'Another-horse-77' })).statusCode,
    ).toBe(1);
  });

  it('for good: no end date, never lifted by time', async () => {
    const player = await newPlayer();
    expect(await t.call('selfExclude', { ...session(player), period: 'permanent' })).toMatchObject({
      statusCode: 1,
      until: null,
    });
    runClockAhead(20 * 365 * 24 * HOUR);
    const refused = await logIn(player);
    expect(refused).toMatchObject({ message: 'selfExcluded' });
    expect(refused.until).toBeUndefined();
  });

  it('offers 6 months, 1 year, 5 years and for good, nothing else', async () => {
    expect(SELF_EXCLUSION_PERIODS).toEqual(['6_months', '1_year', '5_years', 'permanent']);
    const player = await newPlayer();
    const refused = await t.call('selfExclude', { ...session(player), period: '2_years' });
    expect(refused).toMatchObject({ statusCode: 422, message: 'validationFailed' });
    expect(refused.errors?.map((error) => error.field)).toEqual(['period']);
    expect((await t.call('getBalance', session(player))).statusCode).toBe(1);

    const fiveYears = await t.call('selfExclude', { ...session(player), period: '5_years' });
    expect((Date.parse(fiveYears.until ?? '') - Date.now()) / (365 * 24 * HOUR)).toBeGreaterThan(4.99);
  });

  it('is only ever lengthened: a shorter period keeps the longer end, and for good stays for good', async () => {
    const player = await newPlayer();
    const fiveYears = await t.call('selfExclude', { ...session(player), period: '5_years' });
    const shorter = await t.app.protection.selfExclude(await rowOf(player), '6_months');
    expect(shorter.until).toBe(fiveYears.until);
    runClockAhead(2 * 365 * 24 * HOUR);
    expect(await logIn(player)).toMatchObject({ message: 'selfExcluded', until: fiveYears.until });

    const forGood = await t.app.protection.selfExclude(await rowOf(player), 'permanent');
    expect(forGood.until).toBeNull();
    expect((await t.app.protection.selfExclude(await rowOf(player), '1_year')).until).toBeNull();
    runClockAhead(20 * 365 * 24 * HOUR);
    const refused = await logIn(player);
    expect(refused.message).toBe('selfExcluded');
    expect(refused.until).toBeUndefined();
  });

  it('two exclusions asked for at once: for good holds', async () => {
    const player = await newPlayer();
    const answers = await Promise.all([
      t.call('selfExclude', { ...session(player), period: 'permanent' }),
      t.call('selfExclude', { ...session(player), period: '6_months' }),
    ]);
    expect(answers[0]!.statusCode === 1 || answers[1]!.statusCode === 1).toBe(true);
    if (answers[0]!.statusCode === 1) {
      const refused = await logIn(player);
      expect(refused.message).toBe('selfExcluded');
      expect(refused.until).toBeUndefined();
    }
  });

  it('follows the person: every account of the site on the same phone number ends and cannot log in', async () => {
    const excluded = await newPlayer();
    // An older database may hold a second account on the number, flagged phone_shared.
    const sameNumber = await newPlayer();
    await t.database.db
      .update(players)
      .set({ contactPhone: excluded.phone, phoneShared: true })
      .where(eq(players.accountId, sameNumber.account_id));
    const elsewhere = await signupPlayer(t, `guard${++playerSequence}`, 'casino1.localhost');
    touched.add(elsewhere.account_id);

    const taken = await t.call('selfExclude', { ...session(excluded), period: '1_year' });
    expect((await t.call('getBalance', session(sameNumber))).message).toBe('sessionExpired');
    expect(await logIn(sameNumber)).toMatchObject({ statusCode: 403, message: 'selfExcluded', until: taken.until });
    await t.call('tacRequestLogin', { ...sameNumber.site, account_id: sameNumber.account_id });
    const byCode = await t.call('loginTac', {
      ...sameNumber.site,
      account_id: sameNumber.account_id,
      tac: await t.latestTac(sameNumber.account_id),
    });
    expect(byCode.message).toBe('selfExcluded');
    // Another site is another operator's brand: the choice was made here.
    expect((await t.call('getBalance', session(elsewhere))).statusCode).toBe(1);
  });

  it('the excluded number cannot sign up again on the site, however it is written', async () => {
    const player = await newPlayer();
    await t.call('selfExclude', { ...session(player), period: '6_months' });
    // The national form, digits only: 0917… for +63917…
    const national = parsePhoneNumberFromString(player.phone)!.formatNational().replace(/\D/g, '');
    expect(national).not.toBe(player.phone);
    const again = await requestSignup(t, `guard${++playerSequence}`, { password: 'Fresh-start-2026', contact_phone: national });
    expect(again).toMatchObject({ statusCode: 422, errors: [{ field: 'contact_phone', key: 'phoneInUse' }] });
  });

  it('a login racing the exclusion never leaves a session alive', async () => {
    const racers = await Promise.all([1, 2, 3, 4].map(() => newPlayer()));
    const logins = await Promise.all(
      racers.map(async (player) => {
        const [login] = await Promise.all([logIn(player), t.call('selfExclude', { ...session(player), period: '6_months' })]);
        return { player, login };
      }),
    );
    for (const { player, login } of logins) {
      if (login.statusCode !== 1) {
        expect(login.message).toBe('selfExcluded');
        continue;
      }
      expect((await t.call('getBalance', { auth: login.token, account_id: player.account_id })).message).toBe('sessionExpired');
    }
  });

  it('a database fault in the second check of a login fails that login and leaves the other sessions of the player alone', async () => {
    const player = await newPlayer();
    const protection = t.app.protection;
    const ensureMayLogIn = protection.ensureMayLogIn;
    let checks = 0;
    // The first check (before the session) passes; the one after it meets the database going away.
    protection.ensureMayLogIn = async (...args) => {
      if (++checks === 2) throw new Error('Connection terminated unexpectedly');
      return ensureMayLogIn(...args);
    };
    try {
      const login = await logIn(player);
      expect(login).toMatchObject({ statusCode: 503, message: 'serviceUnavailable' });
    } finally {
      protection.ensureMayLogIn = ensureMayLogIn;
    }
    expect((await t.call('getBalance', session(player))).statusCode).toBe(1);
  });

  it('the operator cannot reopen the account before the end', async () => {
    const player = await newPlayer();
    const taken = await t.call('selfExclude', { ...session(player), period: '6_months' });
    const reopen = () =>
      t.operator('players/set_status', {
        domain: 'localhost',
        account_id: player.account_id,
        action: 'reopen',
        reason: 'player asked by phone',
      });
    expect(
      (
        await t.operator('players/set_status', {
          domain: 'localhost',
          account_id: player.account_id,
          action: 'close',
          reason: 'self-excluded',
        })
      ).statusCode,
    ).toBe(1);
    expect(await reopen()).toMatchObject({ statusCode: 403, message: 'selfExcluded', until: taken.until });
    runClockAhead(200 * 24 * HOUR);
    expect(await reopen()).toMatchObject({ statusCode: 1, status: 'active' });

    const breakTaker = await newPlayer();
    const timedOut = await t.call('timeOut', { ...session(breakTaker), hours: 7 * 24 });
    await t.operator('players/set_status', {
      domain: 'localhost',
      account_id: breakTaker.account_id,
      action: 'close',
      reason: 'review',
    });
    expect(
      await t.operator('players/set_status', {
        domain: 'localhost',
        account_id: breakTaker.account_id,
        action: 'reopen',
        reason: 'review done',
      }),
    ).toMatchObject({ statusCode: 403, message: 'timedOut', until: timedOut.until });
  });
});
