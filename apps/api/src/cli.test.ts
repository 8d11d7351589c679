import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './cli.js';
import { operators } from './db/schema/index.js';
import { DEMO_PLAYER } from './seed/demo.js';
import {
  createTestApp,
  expectSuccess,
  INSTALLATION_TOKEN,
  loginDemo,
  OPERATOR_KEY,
  requestSignup,
  type TestApp,
} from './test/harness.js';

let t: TestApp;
let apiUrl: string;
let emptyDataDir: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  apiUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  emptyDataDir = mkdtempSync(join(tmpdir(), 'wl-cli-'));
});
afterAll(async () => {
  await t.close();
  rmSync(emptyDataDir, { recursive: true, force: true });
});

/** A port nothing listens on: bound by the system, then released. */
async function unusedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

async function cli(argv: string[], env: Record<string, string> = { API_URL: apiUrl, WL_API_KEY: OPERATOR_KEY }) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, env, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out, err: err.join('\n') };
}

describe('operator CLI', () => {
  it('prints help without a server or token', async () => {
    const result = await cli(['help'], {});
    expect(result.code).toBe(0);
    expect(result.out.join('\n')).toContain('tac:outbox <domain> <account_id>');
  });

  it('lists the sites', async () => {
    const result = await cli(['sites']);
    expect(result.code).toBe(0);
    expect(result.out[0]).toMatch(/^ID\s+DOMAIN\s+TEMPLATE/);
    expect(result.out.some((line) => /\blocalhost\s+casino1\s+gold\s+EN\s+USD\b/.test(line))).toBe(true);
    expect(result.out.some((line) => /\bslot5\.localhost\s+slot5\b/.test(line))).toBe(true);
  });

  it('reads the API key from the data dir when WL_API_KEY is not set', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'wl-cli-key-'));
    writeFileSync(join(dataDir, 'cli-api-key'), `${OPERATOR_KEY}\n`);
    const result = await cli(['sites'], { API_URL: apiUrl, DATA_DIR: dataDir });
    rmSync(dataDir, { recursive: true, force: true });
    expect(result.code).toBe(0);
  });

  it('explains a missing key, a refused key, a key without the permission and an unreachable server', async () => {
    const missing = await cli(['sites'], { API_URL: apiUrl, DATA_DIR: emptyDataDir });
    expect(missing).toMatchObject({ code: 1 });
    expect(missing.err).toContain('No API key');

    const refused = await cli(['sites'], { API_URL: apiUrl, WL_API_KEY: 'wlk_unknown-key-0123456789abcdefghijklmno' });
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('refused the credentials from WL_API_KEY');

    const owner = await t.staffSession('owner');
    const marketing = await t.backoffice('apiKeysCreate', { name: 'newsletter bot', role: 'marketing' }, owner);
    expectSuccess(marketing);
    const forbidden = await cli(['wallet:credit', 'localhost', DEMO_PLAYER.accountId, '5', '--reason', 'not mine'], {
      API_URL: apiUrl,
      WL_API_KEY: marketing.key,
    });
    expect(forbidden.code).toBe(1);
    expect(forbidden.err).toContain('may not do this');

    const closedPort = await unusedPort();
    const unreachable = await cli(['sites'], { PORT: String(closedPort), WL_API_KEY: OPERATOR_KEY });
    expect(unreachable.code).toBe(1);
    expect(unreachable.err).toContain(`Cannot reach the server at http://127.0.0.1:${closedPort} (ECONNREFUSED)`);
    const credit = await cli(['wallet:credit', 'localhost', DEMO_PLAYER.accountId, '5', '--reason', 'offline'], {
      PORT: String(closedPort),
      WL_API_KEY: OPERATOR_KEY,
    });
    expect(credit.err).toMatch(/To retry safely, repeat the command with --idempotency-key cli-[0-9a-f-]{36}$/);
  });

  it('bootstraps only a fresh installation, and only with the installation token', async () => {
    const wrongToken = await cli(['bootstrap', '--username', 'first-owner', '--password', 'a long first password'], {
      API_URL: apiUrl,
      INSTALLATION_TOKEN: 'not-the-installation-token-0123456789',
    });
    expect(wrongToken.err).toContain('refused the credentials from INSTALLATION_TOKEN');
    // The demo seed has staff already.
    const done = await cli(['bootstrap', '--username', 'first-owner', '--password', 'a long first password'], {
      API_URL: apiUrl,
      INSTALLATION_TOKEN,
      DATA_DIR: emptyDataDir,
    });
    expect(done).toMatchObject({ code: 1, err: 'Failed: bootstrapDone' });
  });

  it('refuses unknown commands, options and missing arguments', async () => {
    expect((await cli(['nonsense'])).code).toBe(1);
    const option = await cli(['sites', '--bogus']);
    expect(option.code).toBe(1);
    expect(option.err).toContain('Usage: sites');
    const argument = await cli(['players']);
    expect(argument.err).toContain('Expected 1 argument(s), got 0');
  });

  it('creates a site, attaches a domain and updates it; server refusals name the failure', async () => {
    const created = await cli([
      'site:create',
      '--domain',
      'cli-brand.example',
      '--theme',
      'slot6',
      '--color',
      'nebula',
      '--language',
      'cn',
      '--currency',
      'cny',
    ]);
    expect(created.code).toBe(0);
    expect(created.out[0]).toContain('slot6 · nebula · CN · CNY');

    const attached = await cli(['site:domain', 'cli-brand.example', 'www.cli-brand.example']);
    expect(attached.out[0]).toContain('cli-brand.example, www.cli-brand.example');

    const updated = await cli([
      'site:update',
      'www.cli-brand.example',
      '--color',
      'aurora',
      '--maintenance',
      'on',
      '--reason',
      'launch prep',
    ]);
    expect(updated.code).toBe(0);
    expect(updated.out[0]).toContain('slot6 · aurora');
    expect(updated.out[0]).toContain('in maintenance');
    expect((await t.call('startup', { domain_name: 'cli-brand.example' })).maintenance?.is_maintenance).toBe(true);

    const wrongColour = await cli(['site:update', 'cli-brand.example', '--color', 'gold']);
    expect(wrongColour.code).toBe(1);
    expect(wrongColour.err).toBe('Failed: validationFailed\n  theme_color: invalidThemeColor');

    const nothing = await cli(['site:update', 'cli-brand.example']);
    expect(nothing.err).toContain('Nothing to change');
    const badSwitch = await cli(['site:update', 'cli-brand.example', '--maintenance', 'maybe']);
    expect(badSwitch.err).toContain('--maintenance takes on or off');
    const aged = await cli(['site:update', 'cli-brand.example', '--min-age', '25', '--terms-version', '2027-01']);
    expect(aged.out[0]).toContain('minimum age 25 · terms 2027-01');
    const countryAge = await cli(['site:update', 'cli-brand.example', '--min-age', 'default']);
    expect(countryAge.out[0]).toContain('minimum age 21');
    const badAge = await cli(['site:update', 'cli-brand.example', '--min-age', 'adult']);
    expect(badAge.err).toContain('--min-age takes a whole number of years or "default"');
  });

  it('lists, blocks, closes and reopens players; a block is not lifted with a key', async () => {
    const listed = await cli(['players', 'casino2.localhost', '--search', DEMO_PLAYER.accountId]);
    expect(listed.code).toBe(0);
    expect(listed.out[1]).toMatch(new RegExp(`^${DEMO_PLAYER.accountId}\\s+active\\s+[\\d.]+ CNY`));

    const blocked = await cli(['player:block', 'casino2.localhost', DEMO_PLAYER.accountId, '--reason', 'suspicious play']);
    expect(blocked.out).toEqual([`${DEMO_PLAYER.accountId}: active → blocked`]);
    const withoutReason = await cli(['player:reopen', 'casino2.localhost', DEMO_PLAYER.accountId]);
    expect(withoutReason.err).toBe('--reason is required');
    const unblocked = await cli(['player:reopen', 'casino2.localhost', DEMO_PLAYER.accountId, '--reason', 'cleared']);
    expect(unblocked.code).toBe(1);
    expect(unblocked.err).toMatch(/^Failed: approvalRequired \(it takes two people/);
    const closed = await cli(['player:close', 'casino2.localhost', DEMO_PLAYER.accountId, '--reason', 'asked to close']);
    expect(closed.out).toEqual([`${DEMO_PLAYER.accountId}: blocked → closed`]);
    const reopened = await cli(['player:reopen', 'casino2.localhost', DEMO_PLAYER.accountId, '--reason', 'cleared']);
    expect(reopened.out).toEqual([`${DEMO_PLAYER.accountId}: closed → active`]);
  });

  it('credits and debits a wallet, refusing an overdraft', async () => {
    const credited = await cli([
      'wallet:credit',
      'sportsbook3.localhost',
      DEMO_PLAYER.accountId,
      '12.5',
      '--reason',
      'cli credit',
      '--idempotency-key',
      'cli-test-credit',
    ]);
    expect(credited.code).toBe(0);
    expect(credited.out[0]).toMatch(new RegExp(`^Credited 12\\.50 \\w+ to ${DEMO_PLAYER.accountId}; balance`));
    const repeated = await cli([
      'wallet:credit',
      'sportsbook3.localhost',
      DEMO_PLAYER.accountId,
      '12.5',
      '--reason',
      'cli credit',
      '--idempotency-key',
      'cli-test-credit',
    ]);
    expect(repeated.out[0]).toMatch(/^Already done earlier with this key/);

    const overdraftArguments = [
      'wallet:debit',
      'sportsbook3.localhost',
      DEMO_PLAYER.accountId,
      '999999999',
      '--reason',
      'too much',
    ];
    const aboveThreshold = await cli(overdraftArguments);
    expect(aboveThreshold.code).toBe(1);
    expect(aboveThreshold.err).toMatch(/^Failed: approvalRequired \(it takes two people/);
    // With the threshold out of the way, the balance is what refuses it.
    const [operator] = await t.database.db.select().from(operators).orderBy(operators.id).limit(1);
    await t.database.db
      .update(operators)
      .set({ adjustmentApprovalOver: { CNY: Number.MAX_SAFE_INTEGER } })
      .where(eq(operators.id, operator!.id));
    const overdraft = await cli(overdraftArguments);
    await t.database.db
      .update(operators)
      .set({ adjustmentApprovalOver: operator!.adjustmentApprovalOver })
      .where(eq(operators.id, operator!.id));
    expect(overdraft).toMatchObject({ code: 1, err: 'Failed: insufficientBalance' });
    const notAnAmount = await cli(['wallet:debit', 'sportsbook3.localhost', DEMO_PLAYER.accountId, '1e3', '--reason', 'odd']);
    expect(notAnAmount.err).toContain('positive decimal number');
  });

  it('lists pending deposits and withdrawals, approves and rejects them, and sets the wallet limits', async () => {
    const limits = await cli(['site:wallet-limits', 'slot6.localhost', '--min', '20', '--max', '500', '--banks', '2']);
    expect(limits.out).toEqual([
      expect.stringMatching(/^slot6\.localhost: 20\.00 \w+ – 500\.00 \w+ per request, up to 2 bank accounts$/),
    ]);
    expect((await cli(['site:wallet-limits', 'slot6.localhost'])).out).toEqual(limits.out);
    expect((await cli(['site:wallet-limits', 'slot6.localhost', '--min', 'ten'])).err).toContain('positive number');

    const player = await loginDemo(t, 'slot6.localhost');
    const bank = await t.call('bankAccountAdd', {
      ...player,
      bank_name: 'BDO Unibank',
      holder_name: 'Demo Player',
      account_number: '5566778899',
    });
    expectSuccess(bank);
    const bankId = bank.value.at(-1)!.bank_account_id;
    const paidIn = await t.call('deposit', {
      ...player,
      amount: 25,
      method: 'bank_transfer',
      bank_account_id: bankId,
      idempotency_key: 'cli-deposit-0001',
    });
    const paidOut = await t.call('withdrawal', {
      ...player,
      amount: 20,
      bank_account_id: bankId,
      idempotency_key: 'cli-withdrawal-0001',
    });
    expectSuccess(paidIn);
    expectSuccess(paidOut);

    const deposits = await cli(['deposits:pending', '--site', 'slot6.localhost']);
    expect(deposits.out[0]).toMatch(/^ID\s+REQUESTED \(UTC\)\s+SITE\s+ACCOUNT\s+AMOUNT/);
    expect(deposits.out.find((line) => line.startsWith(`${paidIn.value.request_id} `))).toMatch(
      new RegExp(`${DEMO_PLAYER.accountId}\\s+25\\.00 \\w+\\s+bank_transfer\\s+BDO Unibank 5566778899`),
    );
    const withdrawals = await cli(['withdrawals:pending']);
    expect(withdrawals.out.some((line) => line.startsWith(`${paidOut.value.request_id} `))).toBe(true);

    const approved = await cli(['deposit:approve', String(paidIn.value.request_id), '--reason', 'payment seen']);
    expect(approved.out[0]).toMatch(
      new RegExp(`^deposit ${paidIn.value.request_id} of ${DEMO_PLAYER.accountId} \\(25\\.00 \\w+\\): approved; balance`),
    );
    expect(await cli(['deposit:approve', String(paidIn.value.request_id)])).toMatchObject({
      code: 1,
      err: 'Failed: requestNotPending',
    });

    expect((await cli(['withdrawal:reject', String(paidOut.value.request_id)])).err).toBe('--reason is required');
    const rejected = await cli(['withdrawal:reject', String(paidOut.value.request_id), '--reason', 'name mismatch']);
    expect(rejected.out[0]).toContain('rejected');
    expect((await cli(['withdrawal:approve', String(paidIn.value.request_id)])).err).toBe('Failed: requestNotFound');
    // A withdrawal above the operator's four-eyes threshold needs two members, never a key.
    const [operator] = await t.database.db.select().from(operators).orderBy(operators.id).limit(1);
    await t.database.db
      .update(operators)
      .set({ withdrawalApprovalOver: { ...operator!.withdrawalApprovalOver, IDR: 1000 } })
      .where(eq(operators.id, operator!.id));
    const heldBack = await t.call('withdrawal', {
      ...player,
      amount: 20,
      bank_account_id: bankId,
      idempotency_key: 'cli-withdrawal-0002',
    });
    expectSuccess(heldBack);
    expect(await cli(['withdrawal:approve', String(heldBack.value.request_id)])).toMatchObject({
      code: 1,
      err: expect.stringMatching(/^Failed: approvalRequired \(it takes two people .* a key cannot\)$/),
    });
    await t.database.db
      .update(operators)
      .set({ withdrawalApprovalOver: operator!.withdrawalApprovalOver })
      .where(eq(operators.id, operator!.id));
    expect((await cli(['deposits:pending', '--site', 'slot6.localhost'])).out).toEqual(['No pending deposits.']);
  });

  it('saves, lists, schedules, pauses and ends promotions, missions and news from JSON files', async () => {
    const file = (name: string, body: object) => {
      const path = join(emptyDataDir, name);
      writeFileSync(path, JSON.stringify(body));
      return path;
    };
    const promotion = file('promotion.json', {
      title: { EN: 'Weekend cashback' },
      terms: { EN: '<p>5% back<script>x()</script></p>' },
      rules: { kind: 'cashback', percent: 5, cap: 100, period: 'weekly' },
      starts_at: '2026-01-01T00:00:00Z',
      ends_at: '2027-01-01T00:00:00Z',
    });
    const saved = await cli(['promotion:save', 'slot7.localhost', '--file', promotion]);
    expect(saved.code, saved.err).toBe(0);
    const id = /^#(\d+) cashback active 2026-01-01 00:00 → 2027-01-01 00:00 Weekend cashback$/.exec(saved.out[0]!)?.[1];
    expect(id).toBeDefined();
    const listed = await cli(['promotions:list', 'slot7.localhost']);
    expect(listed.out).toContain(`${saved.out[0]} (0 taken)`);
    expect((await cli(['promotion:pause', 'slot7.localhost', id!])).out[0]).toContain(`#${id} cashback paused`);
    expect((await cli(['promotion:end', 'slot7.localhost', id!])).out[0]).toContain(`#${id} cashback ended`);

    const mission = file('mission.json', {
      kind: 'wager_on_category',
      period: 'weekly',
      title: { EN: 'Wager on slots' },
      target: 50,
      game_type: 'slots',
      reward_type: 'token',
      reward_amount: 20,
      starts_at: '2026-01-01T00:00:00Z',
    });
    const missionSaved = await cli(['mission:save', 'slot7.localhost', '--file', mission]);
    expect(missionSaved.code, missionSaved.err).toBe(0);
    expect(missionSaved.out[0]).toMatch(/^#\d+ wager_on_category weekly active target 50 → 20 token Wager on slots$/);
    const missionId = missionSaved.out[0]!.slice(1).split(' ')[0]!;
    expect((await cli(['mission:pause', 'slot7.localhost', missionId])).out[0]).toContain('paused');
    expect((await cli(['missions:list', 'slot7.localhost'])).out.join('\n')).toContain(`#${missionId} wager_on_category`);

    const article = file('news.json', {
      title: { EN: 'Launch day' },
      body: { EN: '<p>Hello</p>' },
      published_at: '2030-01-01T08:00:00Z',
    });
    const news = await cli(['news:save', 'slot7.localhost', '--file', article]);
    expect(news.out[0]).toMatch(/^#\d+ published 2030-01-01 08:00 Launch day$/);
    const newsId = news.out[0]!.slice(1).split(' ')[0]!;
    expect((await cli(['news:hide', 'slot7.localhost', newsId])).out[0]).toContain('hidden');

    const missing = await cli(['promotion:save', 'slot7.localhost', '--file', join(emptyDataDir, 'none.json')]);
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('Cannot read');
  });

  it('prints the newest TAC code on its own first line', async () => {
    await requestSignup(t, 'clitac1', {}, 'slot7.localhost');
    const result = await cli(['tac:outbox', 'slot7.localhost', 'clitac1']);
    expect(result.code).toBe(0);
    expect(result.out[0]).toBe(await t.latestTac('clitac1', 'slot7.localhost'));
    expect(result.out.slice(1).join('\n')).toContain('clitac1');

    const none = await cli(['tac:outbox', 'slot7.localhost', 'nobody1']);
    expect(none).toMatchObject({ code: 1, err: 'No message in the outbox for nobody1 on slot7.localhost' });
  });

  it('configures, lists, disables and enables a game provider without ever printing its secret', async () => {
    const secret = 'cli-provider-shared-secret-42';
    const set = await cli([
      'provider:set',
      'jili',
      '--kind',
      'http',
      '--url',
      'https://api.jili.example/launch',
      '--secret',
      secret,
    ]);
    expect(set.code).toBe(0);
    expect(set.out[0]).toBe('JILI (JILI Games): http, https://api.jili.example/launch, enabled');
    expect(set.out[1]).toContain('/api/seamless/JILI/<action>');

    const listed = await cli(['providers']);
    expect(listed.out[0]).toMatch(/^PROVIDER\s+KIND\s+STATUS\s+LAUNCH URL/);
    expect(listed.out.some((line) => /^JILI\s+http\s+enabled\s+https:\/\/api\.jili\.example\/launch/.test(line))).toBe(true);
    expect(listed.out.some((line) => /^WLGAMES\s+builtin\s+enabled\s+-/.test(line))).toBe(true);

    expect((await cli(['provider:disable', 'JILI', '--reason', 'maintenance'])).out[0]).toContain('disabled');
    expect((await cli(['provider:enable', 'JILI'])).out[0]).toContain('enabled');
    expect([set, listed].flatMap((result) => result.out).join('\n')).not.toContain(secret);

    const builtIn = await cli(['provider:set', 'WLGAMES', '--kind', 'builtin', '--url', 'x', '--secret', secret]);
    expect(builtIn).toMatchObject({ code: 1 });
    expect(builtIn.err).toContain('--kind takes http');
    const unknown = await cli(['provider:enable', 'PGSOFT']);
    expect(unknown.err).toContain('provider_code: notConfigured');
  });

  it('shows the control characters of stored player text as escapes, never raw to the terminal', async () => {
    const domain = 'slot4.localhost';
    const player = await loginDemo(t, domain);
    const bank = await t.call('bankAccountAdd', {
      ...player,
      bank_name: 'Metrobank',
      holder_name: 'Demo Player',
      account_number: '1122334455',
    });
    expectSuccess(bank);
    const bankId = bank.value.at(-1)!.bank_account_id;
    const deposit = await t.call('deposit', {
      ...player,
      amount: 500,
      method: 'bank_transfer',
      bank_account_id: bankId,
      idempotency_key: 'cli-control-0001',
    });
    expectSuccess(deposit);
    // Clear the screen, retitle the window, a C1 CSI, DEL and a carriage return: as rows stored
    // before the contract refused control characters may hold them.
    const hostile = '\u001b[2J\u001b]0;pwned\u0007\u009b31m\u007f\r';
    const shown = '\\u001b[2J\\u001b]0;pwned\\u0007\\u009b31m\\u007f\\u000d';
    await t.database.db.execute(sql`
      update players set full_name = ${`Eve${hostile}`}
      where id = (select player_id from bank_accounts where id = ${bankId})`);
    await t.database.db.execute(
      sql`update bank_accounts set bank_name = ${`Bank${hostile}`}, holder_name = ${`Holder${hostile}`} where id = ${bankId}`,
    );
    await t.database.db.execute(
      sql`update cashier_requests set payment_reference = ${`Ref${hostile}`} where id = ${deposit.value.request_id}`,
    );

    const players = await cli(['players', domain, '--search', DEMO_PLAYER.accountId]);
    const deposits = await cli(['deposits:pending', '--site', domain]);
    const rejected = await cli(['deposit:reject', String(deposit.value.request_id), '--reason', 'no payment seen']);
    const printed = [players, deposits, rejected].flatMap((result) => [...result.out, result.err]);
    expect(printed.filter((line) => /\p{Cc}/u.test(line))).toEqual([]);
    const text = printed.join('\n');
    for (const stored of ['Eve', 'Bank', 'Holder', 'Ref']) expect(text).toContain(`${stored}${shown}`);
    expect(rejected.out[0]).toContain('rejected');
  });

  it('runs as a script with the exit code of the command', async () => {
    const script = fileURLToPath(new URL('./cli.ts', import.meta.url));
    const run = promisify(execFile);
    const env = { ...process.env, API_URL: apiUrl, WL_API_KEY: OPERATOR_KEY };
    const { stdout } = await run(process.execPath, ['--import', 'tsx', script, 'sites'], { env });
    expect(stdout).toContain('slot1.localhost');
    await expect(
      run(process.execPath, ['--import', 'tsx', script, 'tac:outbox', 'localhost', 'nobody1'], { env }),
    ).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('No message in the outbox'),
    });
  });
});
