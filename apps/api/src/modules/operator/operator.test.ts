import { STAFF_SESSION_COOKIE, siteAdmin, THEME_CODES } from '@wl/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiKeys, auditLog, ledgerEntries, operators, players } from '../../db/schema/index.js';
import { DEMO_PLAYER } from '../../seed/demo.js';
import { expectSuccess, loginDemo, OPERATOR_KEY, requestSignup, signupPlayer, testAppForFile } from '../../test/harness.js';
import { newApiKey } from '../staff/identity.js';

const t = testAppForFile();

async function auditRows(action: string) {
  return t.database.db.select().from(auditLog).where(eq(auditLog.action, action));
}

async function balanceOf(session: { auth: string; account_id: string }): Promise<number> {
  const result = await t.call('getBalance', session);
  expectSuccess(result);
  return result.game_balance;
}

describe('operator authentication', () => {
  it('refuses no credentials, an unknown, revoked or malformed API key and a player session token with 401 permissionDenied', async () => {
    const player = await loginDemo(t);
    const revoked = newApiKey();
    await t.database.db.insert(apiKeys).values({
      name: 'revoked',
      role: 'owner',
      operatorId: null,
      prefix: revoked.prefix,
      keyHash: revoked.hash,
      revokedAt: new Date(),
    });
    const headers = [
      {},
      { authorization: `Bearer ${newApiKey().key}` },
      { authorization: `Bearer ${revoked.key}` },
      { authorization: `Bearer ${player.auth}` },
      { authorization: OPERATOR_KEY },
      { authorization: `Basic ${Buffer.from(`owner:${OPERATOR_KEY}`).toString('base64')}` },
    ];
    for (const header of headers) {
      const response = await t.app.inject({ method: 'POST', url: '/api/operator/sites/list', payload: {}, headers: header });
      expect(response.statusCode, JSON.stringify(header)).toBe(401);
      expect(response.json()).toEqual({ statusCode: 401, message: 'permissionDenied' });
    }
  });

  it('answers sessionExpired to a staff session cookie that holds no session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/operator/sites/list',
      payload: {},
      headers: { cookie: `${STAFF_SESSION_COOKIE}=not-a-session` },
    });
    expect(response.json()).toEqual({ statusCode: 401, message: 'sessionExpired' });
  });

  it("takes a signed-in staff member's session cookie as well as a key", async () => {
    const member = await t.staffSession('read_only');
    const listed = await t.backoffice('sitesList', {}, member);
    expectSuccess(listed);
    expect(listed.value.map((site) => site.id)).toEqual((await t.operator('sites/list')).value?.map((site) => site.id));
  });

  it('does not run the call when the key is refused', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/operator/sites/create',
      payload: { domain: 'sneaky.example', theme_code: 'casino1', theme_color: 'gold' },
      headers: { authorization: `Bearer ${OPERATOR_KEY}x` },
    });
    expect(response.statusCode).toBe(401);
    expect((await t.operator('sites/list')).value?.some((site) => site.domains.includes('sneaky.example'))).toBe(false);
  });
});

describe('sites', () => {
  it('lists every site with its local domain first', async () => {
    const result = await t.operator('sites/list');
    expectSuccess(result);
    const firstDomains = result.value.map((site: { domains: string[] }) => site.domains[0]);
    expect(firstDomains).toContain('localhost');
    for (const theme of THEME_CODES) expect(firstDomains).toContain(`${theme}.localhost`);
    const slot3 = result.value.find((site: { domains: string[] }) => site.domains[0] === 'slot3.localhost');
    expect(slot3).toMatchObject({ theme_code: 'slot3', status: 'active', maintenance_on: false, in_maintenance: false });
  });

  it('creates a site, attaches a domain, and startup serves its template on both', async () => {
    const before = await t.call('startup', { domain_name: 'www.brand-new.example' });
    expect(before.message).toBe('siteNotFound');

    const created = await t.operator('sites/create', {
      domain: 'Brand-New.example',
      theme_code: 'slot3',
      theme_color: 'berry',
      language: 'CN',
      currency: 'CNY',
      country: 'CN',
    });
    expectSuccess(created);
    expect(created).toMatchObject({
      statusCode: 1,
      value: {
        external_id: 'site-brand-new-example',
        name: 'brand-new.example',
        theme_code: 'slot3',
        theme_color: 'berry',
        domains: ['brand-new.example'],
      },
    });

    const attached = await t.operator('sites/add_domain', {
      domain: 'brand-new.example',
      new_domain: 'www.brand-new.example',
      reason: 'marketing domain',
    });
    expect(attached.value?.domains).toEqual(['brand-new.example', 'www.brand-new.example']);

    for (const domain of ['brand-new.example', 'www.brand-new.example:3000']) {
      const startup = await t.call('startup', { domain_name: domain });
      expect(startup).toMatchObject({
        statusCode: 1,
        site: { theme_code: 'slot3', theme_color: 'berry', currency: 'CNY', external_id: 'site-brand-new-example' },
        language: 'CN',
      });
    }
    const [audit] = (await auditRows('site.add_domain')).filter((row) => row.siteId === created.value.id);
    expect(audit).toMatchObject({
      actor: 'key:tests',
      actorKind: 'api_key',
      role: 'owner',
      reason: 'marketing domain',
      before: { domains: ['brand-new.example'] },
      after: { domains: ['brand-new.example', 'www.brand-new.example'] },
    });
  });

  it('keeps a site to the back office limit of domains (DOMAINS_MAX)', async () => {
    await t.operator('sites/create', { domain: 'many.example', theme_code: 'casino1', theme_color: 'gold' });
    for (let index = 1; index < siteAdmin.DOMAINS_MAX; index++) {
      const attached = await t.operator('sites/add_domain', { domain: 'many.example', new_domain: `m${index}.many.example` });
      expect(attached.statusCode).toBe(1);
    }
    const oneTooMany = await t.operator('sites/add_domain', { domain: 'many.example', new_domain: 'last.many.example' });
    expect(oneTooMany.errors).toEqual([{ field: 'new_domain', key: 'tooMany' }]);
  });

  it('refuses a domain or external id that is already taken', async () => {
    const duplicate = await t.operator('sites/create', { domain: 'localhost', theme_code: 'casino1', theme_color: 'gold' });
    expect(duplicate).toMatchObject({
      statusCode: 422,
      message: 'validationFailed',
      errors: [{ field: 'domain', key: 'domainTaken' }],
    });
    const sameExternal = await t.operator('sites/create', {
      domain: 'other.example',
      external_id: 'site-default',
      theme_code: 'casino1',
      theme_color: 'gold',
    });
    expect(sameExternal.errors).toEqual([{ field: 'external_id', key: 'externalIdTaken' }]);
    const attached = await t.operator('sites/add_domain', { domain: 'casino1.localhost', new_domain: 'localhost' });
    expect(attached.errors).toEqual([{ field: 'new_domain', key: 'domainTaken' }]);
    const unknown = await t.operator('sites/add_domain', { domain: 'nowhere.example', new_domain: 'new.example' });
    expect(unknown.message).toBe('siteNotFound');
  });

  it('refuses a colour the template does not offer', async () => {
    const created = await t.operator('sites/create', { domain: 'wrong.example', theme_code: 'casino1', theme_color: 'berry' });
    expect(created).toMatchObject({
      httpStatus: 422,
      message: 'validationFailed',
      errors: [{ field: 'theme_color', key: 'invalidThemeColor' }],
    });
    const both = await t.operator('sites/update', { domain: 'casino1.localhost', theme_code: 'slot1', theme_color: 'gold' });
    expect(both.errors).toEqual([{ field: 'theme_color', key: 'invalidThemeColor' }]);
    // ruby is casino1's; slot1 alone would leave the site with a colour slot1 does not have
    const themeOnly = await t.operator('sites/update', { domain: 'casino1.localhost', theme_code: 'slot1' });
    expect(themeOnly.errors).toEqual([{ field: 'theme_color', key: 'invalidThemeColor' }]);
    const unknownTheme = await t.operator('sites/update', { domain: 'casino1.localhost', theme_code: 'casino9' });
    expect(unknownTheme.errors).toEqual([{ field: 'theme_code', key: 'invalidThemeCode' }]);
  });

  it('changes colour and maintenance, and the cached startup answer follows at once', async () => {
    const before = await t.call('startup', { domain_name: 'casino4.localhost' });
    expect(before).toMatchObject({ statusCode: 1, maintenance: { is_maintenance: false }, site: { theme_color: 'forest' } });

    const updated = await t.operator('sites/update', {
      domain: 'casino4.localhost',
      theme_color: 'ocean',
      maintenance_on: true,
      reason: 'planned upgrade',
    });
    expect(updated.value).toMatchObject({ theme_color: 'ocean', maintenance_on: true, in_maintenance: true });
    const during = await t.call('startup', { domain_name: 'casino4.localhost' });
    expect(during).toMatchObject({ maintenance: { is_maintenance: true }, site: { theme_color: 'ocean' } });

    await t.operator('sites/update', { domain: 'casino4.localhost', maintenance_on: false });
    expect((await t.call('startup', { domain_name: 'casino4.localhost' })).maintenance?.is_maintenance).toBe(false);

    const audit = (await auditRows('site.update')).find((row) => row.reason === 'planned upgrade');
    expect(audit?.data).toEqual({
      before: { theme_color: 'forest', maintenance_on: false },
      after: { theme_color: 'ocean', maintenance_on: true },
    });
  });

  it('schedules a maintenance window and refuses one that ends before it starts', async () => {
    const start = new Date(Date.now() - 60_000).toISOString();
    const end = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await t.operator('sites/update', {
      domain: 'casino5.localhost',
      maintenance_start: start,
      maintenance_end: end,
    });
    expect(scheduled.value).toMatchObject({
      maintenance_on: false,
      maintenance_start: start,
      maintenance_end: end,
      in_maintenance: true,
    });
    expect((await t.call('startup', { domain_name: 'casino5.localhost' })).maintenance).toEqual({
      is_maintenance: true,
      start_date: start,
      end_date: end,
    });

    const backwards = await t.operator('sites/update', {
      domain: 'casino5.localhost',
      maintenance_end: new Date(Date.now() - 120_000).toISOString(),
    });
    expect(backwards.errors).toEqual([{ field: 'maintenance_end', key: 'endBeforeStart' }]);
    const badDate = await t.operator('sites/update', { domain: 'casino5.localhost', maintenance_end: 'tomorrow' });
    expect(badDate.errors).toEqual([{ field: 'maintenance_end', key: 'invalidDate' }]);

    const cleared = await t.operator('sites/update', {
      domain: 'casino5.localhost',
      maintenance_start: null,
      maintenance_end: null,
    });
    expect(cleared.value).toMatchObject({ maintenance_start: null, maintenance_end: null, in_maintenance: false });
  });

  it('changes language and flags, and refuses a currency change once the site holds money', async () => {
    const created = await t.operator('sites/create', { domain: 'fresh.example', theme_code: 'casino2', theme_color: 'royal' });
    expect(created.value).toMatchObject({ language: 'EN', currency: 'USD', country: 'PH', gamify_enabled: true });
    const changed = await t.operator('sites/update', {
      domain: 'fresh.example',
      language: 'PHP',
      currency: 'PHP',
      gamify_enabled: false,
      status: 'inactive',
    });
    expect(changed.value).toMatchObject({ language: 'PHP', currency: 'PHP', gamify_enabled: false, status: 'inactive' });

    const player = await loginDemo(t, 'sportsbook2.localhost');
    await t.operator('wallet/adjust', {
      domain: 'sportsbook2.localhost',
      account_id: player.account_id,
      direction: 'credit',
      amount: 1,
      reason: 'make money move',
      idempotency_key: 'currency-guard-1',
    });
    const refused = await t.operator('sites/update', { domain: 'sportsbook2.localhost', currency: 'USD' });
    expect(refused.errors).toEqual([{ field: 'currency', key: 'currencyInUse' }]);
  });

  it('sets the minimum age and the terms version: startup asks for the age, and new players accept that version', async () => {
    const site = await t.operator('sites/create', { domain: 'age.example', theme_code: 'casino2', theme_color: 'royal' });
    expect(site.value).toMatchObject({ country: 'PH', min_age: null, minimum_age: 21 });

    const changed = await t.operator('sites/update', {
      domain: 'age.example',
      min_age: 25,
      terms_version: '2027-01',
      reason: 'licence',
    });
    expect(changed.value).toMatchObject({ min_age: 25, minimum_age: 25, terms_version: '2027-01' });
    expect((await t.call('startup', { domain_name: 'age.example' })).site).toMatchObject({
      min_age: 25,
      terms_version: '2027-01',
    });
    const [audit] = (await auditRows('site.update')).filter((row) => row.reason === 'licence');
    expect(audit?.data).toEqual({
      before: { min_age: null, terms_version: '2026-11-25' },
      after: { min_age: 25, terms_version: '2027-01' },
    });

    const player = await signupPlayer(t, 'agedplayer1', 'age.example');
    const [stored] = await t.database.db.select().from(players).where(eq(players.accountId, player.account_id));
    expect(stored?.termsVersion).toBe('2027-01');

    const back = await t.operator('sites/update', { domain: 'age.example', min_age: null });
    expect(back.value).toMatchObject({ min_age: null, minimum_age: 21 });
    for (const min_age of [17, 26, 20.5]) {
      const refused = await t.operator('sites/update', { domain: 'age.example', min_age });
      expect(refused.errors).toEqual([{ field: 'min_age', key: 'invalidMinAge' }]);
    }
    const blank = await t.operator('sites/update', { domain: 'age.example', terms_version: '  ' });
    expect(blank.errors).toEqual([{ field: 'terms_version', key: 'required' }]);
  });
});

describe('players', () => {
  it('lists the players of a site, searched and paged', async () => {
    const all = await t.operator('players/list', { domain: 'localhost' });
    expectSuccess(all);
    expect(all.value.map((player: { account_id: string }) => player.account_id)).toContain(DEMO_PLAYER.accountId);
    const found = await t.operator('players/list', {
      domain: 'localhost',
      search: DEMO_PLAYER.accountId.slice(0, 3).toUpperCase(),
    });
    expectSuccess(found);
    expect(found.value[0]).toMatchObject({ account_id: DEMO_PLAYER.accountId, status: 'active' });
    expect(typeof found.value[0]?.balance).toBe('number');
    const none = await t.operator('players/list', { domain: 'localhost', search: '%' });
    expect(none).toMatchObject({ value: [], total: 0 });
    const tooMany = await t.operator('players/list', { domain: 'localhost', limit: 201 });
    expect(tooMany).toMatchObject({ message: 'validationFailed', errors: [{ field: 'limit' }] });
  });

  it('blocks, closes and reopens a player: live sessions answer BLOCK, CLOSE, then work again', async () => {
    const domain = 'slot1.localhost';
    const session = await loginDemo(t, domain);
    const target = { domain, account_id: DEMO_PLAYER.accountId };

    const blocked = await t.operator('players/set_status', { ...target, action: 'block', reason: 'chargeback investigation' });
    expect(blocked).toMatchObject({ statusCode: 1, previous_status: 'active', status: 'blocked' });
    expect(await t.call('getBalance', session)).toMatchObject({ statusCode: 403, message: 'BLOCK' });
    const login = await t.call('login', {
      ...(await t.site(domain)),
      account_id: DEMO_PLAYER.accountId,
      password: DEMO_PLAYER.password,
    });
    expect(login.message).toBe('accountBlocked');

    await t.operator('players/set_status', { ...target, action: 'close', reason: 'player asked to close' });
    expect(await t.call('getBalance', session)).toMatchObject({ message: 'CLOSE' });

    const reopened = await t.operator('players/set_status', { ...target, action: 'reopen', reason: 'investigation cleared' });
    expect(reopened).toMatchObject({ previous_status: 'closed', status: 'active' });
    expect((await t.call('getBalance', session)).statusCode).toBe(1);

    const site = await t.app.sites.byDomain(domain);
    const actions = await t.database.db.select().from(auditLog).where(eq(auditLog.siteId, site.id));
    expect(actions.map((row) => [row.action, row.reason])).toEqual(
      expect.arrayContaining([
        ['player.block', 'chargeback investigation'],
        ['player.close', 'player asked to close'],
        ['player.reopen', 'investigation cleared'],
      ]),
    );
  });

  it('requires a reason, refuses to reopen an unverified account, and reports unknown accounts', async () => {
    const noReason = await t.operator('players/set_status', {
      domain: 'localhost',
      account_id: DEMO_PLAYER.accountId,
      action: 'block',
      reason: 'x',
    });
    expect(noReason.errors).toEqual([{ field: 'reason', key: 'reasonTooShort' }]);

    await requestSignup(t, 'unverified1');
    const reopen = await t.operator('players/set_status', {
      domain: 'localhost',
      account_id: 'unverified1',
      action: 'reopen',
      reason: 'try it',
    });
    expect(reopen.message).toBe('accountNotVerified');

    const unknown = await t.operator('players/set_status', {
      domain: 'localhost',
      account_id: 'nobody-here',
      action: 'block',
      reason: 'test',
    });
    expect(unknown.message).toBe('accountNotFound');
  });
});

describe('wallet adjustments', () => {
  it('credits and debits with an audit row, and refuses a debit beyond the balance', async () => {
    const domain = 'slot2.localhost';
    const session = await loginDemo(t, domain);
    const start = await balanceOf(session);
    const target = { domain, account_id: session.account_id };

    const credit = await t.operator('wallet/adjust', {
      ...target,
      direction: 'credit',
      amount: 25.5,
      reason: 'goodwill bonus',
      idempotency_key: 'adjust-credit-1',
    });
    expect(credit).toMatchObject({ statusCode: 1, amount: 25.5, applied: true });
    expect(credit.balance).toBeCloseTo(start + 25.5, 2);
    expect(await balanceOf(session)).toBeCloseTo(start + 25.5, 2);

    // Above the four-eyes threshold a key is refused whatever the balance; below it, the balance decides.
    const overdraftBody = {
      ...target,
      direction: 'debit',
      amount: start + 26,
      reason: 'too much',
      idempotency_key: 'adjust-debit-1',
    };
    expect(await t.operator('wallet/adjust', overdraftBody)).toMatchObject({ message: 'approvalRequired' });
    const [operator] = await t.database.db.select().from(operators).orderBy(operators.id).limit(1);
    const site = await t.app.sites.byDomain(domain);
    await t.database.db
      .update(operators)
      .set({ adjustmentApprovalOver: { [site.currency]: Number.MAX_SAFE_INTEGER } })
      .where(eq(operators.id, operator!.id));
    const overdraft = await t.operator('wallet/adjust', overdraftBody);
    await t.database.db
      .update(operators)
      .set({ adjustmentApprovalOver: operator!.adjustmentApprovalOver })
      .where(eq(operators.id, operator!.id));
    expect(overdraft).toMatchObject({ statusCode: 402, message: 'insufficientBalance' });
    expect(await balanceOf(session)).toBeCloseTo(start + 25.5, 2);

    const debit = await t.operator('wallet/adjust', {
      ...target,
      direction: 'debit',
      amount: 5.25,
      reason: 'correction',
      idempotency_key: 'adjust-debit-2',
    });
    expect(debit).toMatchObject({ amount: -5.25, applied: true });
    expect(await balanceOf(session)).toBeCloseTo(start + 20.25, 2);

    const audits = (await auditRows('wallet.adjust')).filter((row) =>
      ['goodwill bonus', 'too much', 'correction'].includes(row.reason),
    );
    expect(audits.map((row) => [row.reason, row.actor, row.data.amount])).toEqual([
      ['goodwill bonus', 'key:tests', 25.5],
      ['correction', 'key:tests', -5.25],
    ]);
    expect(audits[1]?.before?.balance).toBeCloseTo(start + 25.5, 2);
    expect(audits[1]?.after?.balance).toBeCloseTo(start + 20.25, 2);
    expect(audits[0]?.target).toMatch(/^player:\d+$/);
  });

  it('moves the money once for a repeated idempotency key and refuses the key for another adjustment', async () => {
    const domain = 'slot4.localhost';
    const session = await loginDemo(t, domain);
    const start = await balanceOf(session);
    const request = {
      domain,
      account_id: session.account_id,
      direction: 'credit',
      amount: 10,
      reason: 'retried credit',
      idempotency_key: 'same-key-twice',
    };

    const first = await t.operator('wallet/adjust', request);
    const again = await t.operator('wallet/adjust', request);
    expect(first).toMatchObject({ applied: true });
    expect(again).toMatchObject({ statusCode: 1, applied: false, balance: first.balance });
    expect(await balanceOf(session)).toBeCloseTo(start + 10, 2);
    const entries = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.idempotencyKey, 'operator:same-key-twice'));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'adjustment', amount: expect.any(BigInt) });
    expect((await auditRows('wallet.adjust')).filter((row) => row.reason === 'retried credit')).toHaveLength(1);

    const reused = await t.operator('wallet/adjust', { ...request, amount: 99 });
    expect(reused.errors).toEqual([{ field: 'idempotency_key', key: 'idempotencyKeyReused' }]);
    expect(await balanceOf(session)).toBeCloseTo(start + 10, 2);
  });

  it('refuses amounts finer than the currency and unknown players', async () => {
    const fine = await t.operator('wallet/adjust', {
      domain: 'localhost',
      account_id: DEMO_PLAYER.accountId,
      direction: 'credit',
      amount: 0.001,
      reason: 'tiny',
      idempotency_key: 'too-fine-1',
    });
    expect(fine.errors).toEqual([{ field: 'amount', key: 'tooManyDecimals' }]);
    const unknown = await t.operator('wallet/adjust', {
      domain: 'localhost',
      account_id: 'nobody-here',
      direction: 'credit',
      amount: 1,
      reason: 'nobody',
      idempotency_key: 'nobody-1',
    });
    expect(unknown.message).toBe('accountNotFound');
    const noKey = await t.operator('wallet/adjust', {
      domain: 'localhost',
      account_id: DEMO_PLAYER.accountId,
      direction: 'credit',
      amount: 1,
      reason: 'no key',
    });
    expect(noKey.errors).toEqual([{ field: 'idempotency_key', key: 'required' }]);
  });
});

describe('TAC outbox', () => {
  it('returns the newest code sent to an account', async () => {
    const signup = await requestSignup(t, 'outboxer', {}, 'casino3.localhost');
    expectSuccess(signup);
    const result = await t.operator('tac/outbox', { domain: 'casino3.localhost', account_id: 'OUTBOXER' });
    expectSuccess(result);
    expect(result.value).toMatchObject({
      account_id: 'outboxer',
      code: await t.latestTac('outboxer', 'casino3.localhost'),
      provider: 'outbox',
    });
    expect(result.value?.body).toContain(result.value?.code);
    expect(Date.parse(result.value?.created_at ?? '')).not.toBeNaN();

    const verified = await signupPlayer(t, 'outboxer2');
    const sameSite = await t.operator('tac/outbox', { domain: 'localhost', account_id: verified.account_id });
    expect(sameSite.value?.code).toMatch(/^\d{6}$/);
    const otherSite = await t.operator('tac/outbox', { domain: 'casino3.localhost', account_id: verified.account_id });
    expect(otherSite).toMatchObject({ statusCode: 1, value: null });
  });
});
