import { receivingAccounts as contract, depositReference, type operator } from '@wl/contract';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { operators, receivingAccounts, siteDomains, sites } from '../../db/schema/index.js';
import { DEMO_PLAYER } from '../../seed/demo.js';
import { expectSuccess, loginDemo, OPERATOR_KEY, type StaffSession, testAppForFile } from '../../test/harness.js';

const t = testAppForFile();

/** The PH demo site (PHP, GCash on its e-wallet list) the changes are made on; localhost is another site of the operator. */
const PH_DOMAIN = 'casino1.localhost';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);

function dataUrl(type: string, bytes: Buffer): string {
  return `data:${type};base64,${bytes.toString('base64')}`;
}

/** Bytes that start as a PNG does, padded to `size`. */
function pngOf(size: number): Buffer {
  return Buffer.concat([PNG_MAGIC, Buffer.alloc(size - PNG_MAGIC.length, 7)]);
}

async function siteIdOf(domain: string): Promise<number> {
  return (await t.app.sites.byDomain(domain)).id;
}

let cashier: StaffSession;
let phSiteId: number;

beforeAll(async () => {
  cashier = await t.staffSession('cashier');
  phSiteId = await siteIdOf(PH_DOMAIN);
});

type SaveBody = operator.OperatorRequest<'receivingAccountsSave'>;

function accountBody(fields: Partial<SaveBody> = {}): SaveBody {
  return {
    site_id: phSiteId,
    method: 'bank_transfer',
    bank_name: 'BPI',
    account_name: 'Manila Royale Payments',
    account_number: '1234 5678 90',
    ...fields,
  };
}

async function save(fields: Partial<SaveBody> = {}, session = cashier) {
  return t.backoffice('receivingAccountsSave', accountBody(fields), session);
}

async function created(fields: Partial<SaveBody> = {}) {
  const answer = await save(fields);
  expectSuccess(answer);
  return answer.value;
}

async function listOf(method: 'bank_transfer' | 'e_wallet', siteId = phSiteId) {
  const answer = await t.backoffice('receivingAccountsList', { site_id: siteId, method }, cashier);
  expectSuccess(answer);
  return answer.value;
}

async function playerAccounts(method: 'bank_transfer' | 'e_wallet', domain = PH_DOMAIN) {
  const answer = await t.call('receivingAccounts', { ...(await loginDemo(t, domain)), method });
  expectSuccess(answer);
  return answer;
}

/** A QR image's GET, with a member's session cookie (the back office's <img> sends it) unless `session` is null. */
function qr(url: string | null, session: StaffSession | null = cashier) {
  if (!url) throw new Error('the account has no QR image');
  return t.app.inject({ method: 'GET', url, headers: session ? { cookie: session.cookie } : {} });
}

/** The address players load an account's image from. */
const publicQr = (account: { receiving_account_id: number; updated_at: string }) =>
  contract.qrImagePath(account.receiving_account_id, new Date(account.updated_at));

describe('the demo seed', () => {
  it('gives every site a bank account and an e-wallet (GCash with a QR code on PH sites), and the player their reference', async () => {
    const bank = await playerAccounts('bank_transfer');
    expect(bank.value.map((account) => account.bank_name)).toEqual(['BDO Unibank']);
    expect(bank.reference).toBe(`S${phSiteId}-${DEMO_PLAYER.accountId.toUpperCase()}`);

    const wallet = await playerAccounts('e_wallet');
    expect(wallet.value).toEqual([
      expect.objectContaining({ bank_name: 'GCash', min_amount: null, max_amount: 50_000, qr_image_url: expect.any(String) }),
    ]);
    const image = await qr(wallet.value[0]!.qr_image_url);
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.subarray(0, 8).equals(PNG_MAGIC)).toBe(true);

    const us = await playerAccounts('e_wallet', 'localhost');
    expect(us.value.map((account) => [account.bank_name, account.account_number])).toEqual([
      ['PayPal', 'payments@whitelabel-demo.example'],
    ]);
  });
});

describe('saving a receiving account', () => {
  it('creates it last in its method with limits in the site currency, under the listed bank name, and audits it', async () => {
    const account = await created({ bank_name: 'bpi', min_amount: 100, max_amount: 50_000.5, reason: 'second bank' });
    expect(account).toMatchObject({
      site_id: phSiteId,
      method: 'bank_transfer',
      bank_name: 'BPI',
      account_number: '1234 5678 90',
      min_amount: 100,
      max_amount: 50_000.5,
      enabled: true,
      has_qr: false,
      qr_image_url: null,
    });
    expect((await listOf('bank_transfer')).map((row) => row.receiving_account_id).at(-1)).toBe(account.receiving_account_id);
    const [stored] = await t.database.db
      .select({ min: receivingAccounts.minAmount, max: receivingAccounts.maxAmount })
      .from(receivingAccounts)
      .where(eq(receivingAccounts.id, account.receiving_account_id));
    expect(stored).toEqual({ min: 100_00n, max: 50_000_50n });

    const audit = await t.latestAudit('receivingAccounts.create');
    expect(audit).toMatchObject({
      actor: cashier.username,
      role: 'cashier',
      siteId: phSiteId,
      target: `receivingAccount:${account.receiving_account_id}`,
      reason: 'second bank',
      before: null,
      after: expect.objectContaining({ bank_name: 'BPI', min_amount: 100, qr_image: null }),
    });
  });

  it('changes an account, hides a disabled one from the player, and audits the before and after', async () => {
    const account = await created({ account_number: '5555 0000 11' });
    const changed = await save({
      receiving_account_id: account.receiving_account_id,
      account_number: '5555 0000 22',
      enabled: false,
    });
    expectSuccess(changed);
    expect(changed.value).toMatchObject({ account_number: '5555 0000 22', enabled: false, position: account.position });

    const shown = await playerAccounts('bank_transfer');
    expect(shown.value.map((row) => row.receiving_account_id)).not.toContain(account.receiving_account_id);
    expect((await listOf('bank_transfer')).map((row) => row.receiving_account_id)).toContain(account.receiving_account_id);

    const audit = await t.latestAudit('receivingAccounts.update');
    expect(audit?.before).toMatchObject({ account_number: '5555 0000 11', enabled: true });
    expect(audit?.after).toMatchObject({ account_number: '5555 0000 22', enabled: false });
  });

  it('refuses a bank name off the country list, limits out of order and finer than the currency', async () => {
    expect(await save({ bank_name: 'Bank of Nowhere' })).toMatchObject({
      httpStatus: 422,
      message: 'validationFailed',
      errors: [{ field: 'bank_name', key: 'unknownBankName' }],
    });
    // GCash is an e-wallet, not a bank of the transfer list
    expect(await save({ bank_name: 'GCash' })).toMatchObject({ errors: [{ field: 'bank_name', key: 'unknownBankName' }] });
    expect(await save({ min_amount: 500, max_amount: 100 })).toMatchObject({
      httpStatus: 422,
      errors: [{ field: 'max_amount', key: 'maxBelowMin' }],
    });
    expect(await save({ min_amount: 10.001 })).toMatchObject({ errors: [{ field: 'min_amount', key: 'tooManyDecimals' }] });
    expect(await save({ account_number: '12<b>34' })).toMatchObject({
      httpStatus: 422,
      errors: [{ field: 'account_number', key: 'accountNumberChars' }],
    });
  });

  it('answers receivingAccountNotFound for an id of another site or none', async () => {
    const [other] = await listOf('bank_transfer', await siteIdOf('localhost'));
    expect(await save({ receiving_account_id: other!.receiving_account_id })).toMatchObject({
      message: 'receivingAccountNotFound',
    });
    expect(await save({ receiving_account_id: 2_000_000 })).toMatchObject({ message: 'receivingAccountNotFound' });
  });

  it('stops at the most accounts a method may list', async () => {
    const siteId = await siteIdOf('casino2.localhost');
    const existing = (await listOf('e_wallet', siteId)).length;
    for (let index = existing; index < contract.RECEIVING_ACCOUNTS_MAX; index++) {
      expectSuccess(await save({ site_id: siteId, method: 'e_wallet', bank_name: 'Alipay', account_number: `1380013${index}` }));
    }
    expect(await save({ site_id: siteId, method: 'e_wallet', bank_name: 'Alipay' })).toMatchObject({
      message: 'receivingAccountLimit',
    });
    expect(await listOf('e_wallet', siteId)).toHaveLength(contract.RECEIVING_ACCOUNTS_MAX);
  });
});

describe('the QR image', () => {
  it('is stored from a data URL and served with its type, nosniff and a long cache for its version', async () => {
    const image = pngOf(2048);
    const account = await created({ method: 'e_wallet', bank_name: 'Maya', qr_image: dataUrl('image/png', image) });
    expect(account.has_qr).toBe(true);
    expect(account.qr_image_url).toBe(contract.staffQrImagePath(account.receiving_account_id, new Date(account.updated_at)));

    const response = await qr(publicQr(account), null);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.equals(image)).toBe(true);

    const player = await playerAccounts('e_wallet');
    expect(player.value.find((row) => row.receiving_account_id === account.receiving_account_id)?.qr_image_url).toBe(
      publicQr(account),
    );

    // A page holding an older version's URL gets the image, but nothing keeps it under that URL.
    const stale = await t.app.inject({ method: 'GET', url: `/api/receiving-accounts/${account.receiving_account_id}/qr?v=1` });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['cache-control']).toBe('no-cache');
  });

  it('takes a JPEG and a WebP, keeps the image when the save leaves it out, and removes it with null', async () => {
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(64)]);
    const account = await created({ method: 'e_wallet', bank_name: 'GrabPay', qr_image: dataUrl('image/webp', webp) });
    expect((await qr(account.qr_image_url)).headers['content-type']).toBe('image/webp');

    const jpeg = Buffer.concat([JPEG_MAGIC, Buffer.alloc(64)]);
    const replaced = await save({
      receiving_account_id: account.receiving_account_id,
      method: 'e_wallet',
      bank_name: 'GrabPay',
      qr_image: dataUrl('image/jpeg', jpeg),
    });
    expectSuccess(replaced);
    expect(replaced.value.qr_image_url).not.toBe(account.qr_image_url);
    expect((await qr(replaced.value.qr_image_url)).rawPayload.equals(jpeg)).toBe(true);

    const kept = await save({
      receiving_account_id: account.receiving_account_id,
      method: 'e_wallet',
      bank_name: 'GrabPay',
      account_name: 'Renamed',
    });
    expectSuccess(kept);
    expect(kept.value.has_qr).toBe(true);

    const removed = await save({
      receiving_account_id: account.receiving_account_id,
      method: 'e_wallet',
      bank_name: 'GrabPay',
      qr_image: null,
    });
    expectSuccess(removed);
    expect(removed.value).toMatchObject({ has_qr: false, qr_image_url: null });
    expect((await qr(replaced.value.qr_image_url)).statusCode).toBe(404);
  });

  it('refuses bytes that are not of the declared type, other types and images over the limit', async () => {
    const refusal = (key: string) => ({ httpStatus: 422, message: 'validationFailed', errors: [{ field: 'qr_image', key }] });
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    expect(await save({ qr_image: dataUrl('image/png', html) })).toMatchObject(refusal('imageTypeMismatch'));
    expect(await save({ qr_image: dataUrl('image/png', Buffer.concat([JPEG_MAGIC, Buffer.alloc(64)])) })).toMatchObject(
      refusal('imageTypeMismatch'),
    );
    expect(await save({ qr_image: dataUrl('image/svg+xml', html) })).toMatchObject(refusal('imageNotSupported'));
    // one byte over: the data URL's length still passes the contract, the decoded size does not
    expect(await save({ qr_image: dataUrl('image/png', pngOf(contract.QR_IMAGE_MAX_BYTES + 1)) })).toMatchObject(
      refusal('imageTooLarge'),
    );
    // a data URL longer than one of the largest image: the contract refuses it before it is decoded
    expect(await save({ qr_image: dataUrl('image/png', pngOf(530_000)) })).toMatchObject(refusal('imageTooLarge'));
    // a body far over that is not read at all
    expect(await save({ qr_image: dataUrl('image/png', pngOf(600 * 1024)) })).toMatchObject({
      httpStatus: 413,
      message: 'payloadTooLarge',
    });

    const largest = await save({ qr_image: dataUrl('image/png', pngOf(contract.QR_IMAGE_MAX_BYTES)) });
    expectSuccess(largest);
    expect(largest.value.has_qr).toBe(true);
  });

  it("answers 404 for a disabled account's image, an unknown id and a malformed one", async () => {
    const account = await created({
      method: 'e_wallet',
      bank_name: 'Maya',
      qr_image: dataUrl('image/png', pngOf(256)),
      enabled: false,
    });
    for (const url of [
      publicQr(account),
      '/api/receiving-accounts/2000000/qr',
      '/api/receiving-accounts/abc/qr',
      '/api/receiving-accounts/99999999999/qr',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});

describe("the back office's QR image", () => {
  it("shows staff an account's image while it is off, never cached, and keeps it from anyone signed out", async () => {
    const image = pngOf(512);
    const account = await created({
      method: 'e_wallet',
      bank_name: 'Maya',
      qr_image: dataUrl('image/png', image),
      enabled: false,
    });
    expect((await qr(publicQr(account), null)).statusCode).toBe(404);

    const shown = await qr(account.qr_image_url);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.headers['x-content-type-options']).toBe('nosniff');
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.rawPayload.equals(image)).toBe(true);
    // the same for an API key of a role that may list the accounts
    const byKey = await t.app.inject({
      method: 'GET',
      url: account.qr_image_url!,
      headers: { authorization: `Bearer ${OPERATOR_KEY}` },
    });
    expect(byKey.rawPayload.equals(image)).toBe(true);

    const signedOut = await qr(account.qr_image_url, null);
    expect([signedOut.statusCode, signedOut.json().message]).toEqual([401, 'permissionDenied']);
    const stale = await t.app.inject({
      method: 'GET',
      url: account.qr_image_url!,
      headers: { cookie: 'wl_staff=not-a-session' },
    });
    expect(stale.json().message).toBe('sessionExpired');
  });

  it("answers 404 to a member outside the account's sites, for an account without an image and for an unknown id", async () => {
    const account = await created({ method: 'e_wallet', bank_name: 'Maya', qr_image: dataUrl('image/png', pngOf(256)) });
    const elsewhere = await t.staffSession('cashier', { siteIds: [await siteIdOf('localhost')] });
    const without = await created({ method: 'e_wallet', bank_name: 'Maya' });
    const unknown = contract.staffQrImagePath(2_000_000, new Date());
    for (const [url, session] of [
      [account.qr_image_url!, elsewhere],
      [contract.staffQrImagePath(without.receiving_account_id, new Date(without.updated_at)), cashier],
      [unknown, cashier],
      ['/api/backoffice/receiving_accounts/abc/qr', cashier],
    ] as const) {
      expect((await qr(url, session)).statusCode, url).toBe(404);
    }
  });
});

describe('ordering and deleting', () => {
  it('puts the accounts of a method in a new order, which the player sees, and audits it', async () => {
    const siteId = await siteIdOf('localhost');
    for (const bank of ['Citibank', 'Wells Fargo']) {
      expectSuccess(await save({ site_id: siteId, bank_name: bank }));
    }
    const before = (await listOf('bank_transfer', siteId)).map((row) => row.receiving_account_id);
    const reversed = [...before].reverse();
    const answer = await t.backoffice(
      'receivingAccountsReorder',
      { site_id: siteId, method: 'bank_transfer', receiving_account_ids: reversed },
      cashier,
    );
    expectSuccess(answer);
    expect(answer.value.map((row) => [row.receiving_account_id, row.position])).toEqual(reversed.map((id, index) => [id, index]));
    expect((await playerAccounts('bank_transfer', 'localhost')).value.map((row) => row.receiving_account_id)).toEqual(reversed);
    expect(await t.latestAudit('receivingAccounts.reorder')).toMatchObject({
      target: `site:${siteId}`,
      before: { order: before },
      after: { order: reversed },
    });
  });

  it('refuses an order that leaves out, repeats or adds an account', async () => {
    const siteId = await siteIdOf('localhost');
    const ids = (await listOf('bank_transfer', siteId)).map((row) => row.receiving_account_id);
    const [other] = await listOf('e_wallet', siteId);
    for (const order of [ids.slice(1), [...ids, ids[0]!], [...ids.slice(1), other!.receiving_account_id]]) {
      expect(
        await t.backoffice(
          'receivingAccountsReorder',
          { site_id: siteId, method: 'bank_transfer', receiving_account_ids: order },
          cashier,
        ),
      ).toMatchObject({ httpStatus: 422, errors: [{ field: 'receiving_account_ids', key: 'orderMismatch' }] });
    }
  });

  it('deletes an account with a reason, once', async () => {
    const account = await created({ bank_name: 'RCBC' });
    const body = { receiving_account_id: account.receiving_account_id, reason: 'account closed' };
    expectSuccess(await t.backoffice('receivingAccountsDelete', body, cashier));
    expect((await listOf('bank_transfer')).map((row) => row.receiving_account_id)).not.toContain(account.receiving_account_id);
    expect(await t.backoffice('receivingAccountsDelete', body, cashier)).toMatchObject({ message: 'receivingAccountNotFound' });
    expect(await t.latestAudit('receivingAccounts.delete')).toMatchObject({
      reason: 'account closed',
      before: expect.objectContaining({ bank_name: 'RCBC' }),
      after: null,
    });
    expect(await t.backoffice('receivingAccountsDelete', { receiving_account_id: 1 }, cashier)).toMatchObject({
      httpStatus: 422,
      errors: [{ field: 'reason', key: 'required' }],
    });
  });
});

describe('bank names', () => {
  it("lists the country's shared names for a method and the operator's own, and adds the operator's", async () => {
    const list = async (method: 'bank_transfer' | 'e_wallet') => {
      const answer = await t.backoffice('bankNamesList', { site_id: phSiteId, method }, cashier);
      expectSuccess(answer);
      return answer;
    };
    const wallets = await list('e_wallet');
    expect(wallets.country).toBe('PH');
    expect(wallets.value.map((row) => row.name)).toEqual(['GCash', 'GrabPay', 'Maya']);
    expect(wallets.value.every((row) => !row.own)).toBe(true);

    const added = await t.backoffice('bankNamesAdd', { site_id: phSiteId, method: 'e_wallet', name: 'ShopeePay' }, cashier);
    expectSuccess(added);
    expect(added.value).toMatchObject({ name: 'ShopeePay', own: true });
    expect((await list('e_wallet')).value.map((row) => row.name)).toEqual(['GCash', 'GrabPay', 'Maya', 'ShopeePay']);
    expect((await list('bank_transfer')).value.map((row) => row.name)).not.toContain('ShopeePay');
    expect(await t.latestAudit('bankNames.add')).toMatchObject({
      after: { country: 'PH', method: 'e_wallet', name: 'ShopeePay' },
    });

    // and an account may now name it
    expectSuccess(await save({ method: 'e_wallet', bank_name: 'shopeepay' }));
  });

  it('refuses a name already on the list, in any case', async () => {
    for (const name of ['gcash', 'BDO UNIBANK']) {
      expect(await t.backoffice('bankNamesAdd', { site_id: phSiteId, method: 'e_wallet', name }, cashier)).toMatchObject({
        message: 'bankNameExists',
      });
    }
  });
});

describe('who may do it', () => {
  it('lets a role that reads sites list, and refuses it every change', async () => {
    const readOnly = await t.staffSession('read_only');
    expectSuccess(await t.backoffice('receivingAccountsList', { site_id: phSiteId }, readOnly));
    expectSuccess(await t.backoffice('bankNamesList', { site_id: phSiteId, method: 'e_wallet' }, readOnly));
    const [account] = await listOf('bank_transfer');
    const changes = [
      t.backoffice('receivingAccountsSave', accountBody(), readOnly),
      t.backoffice(
        'receivingAccountsReorder',
        { site_id: phSiteId, method: 'bank_transfer', receiving_account_ids: [1] },
        readOnly,
      ),
      t.backoffice(
        'receivingAccountsDelete',
        { receiving_account_id: account!.receiving_account_id, reason: 'not mine' },
        readOnly,
      ),
      t.backoffice('bankNamesAdd', { site_id: phSiteId, method: 'e_wallet', name: 'PayMaya' }, readOnly),
    ];
    for (const answer of await Promise.all(changes)) expect(answer).toMatchObject({ httpStatus: 403, message: 'forbidden' });
    expect((await listOf('bank_transfer')).map((row) => row.receiving_account_id)).toContain(account!.receiving_account_id);
  });

  it("answers siteNotFound for a site outside the member's sites, and receivingAccountNotFound for its accounts", async () => {
    const localhostId = await siteIdOf('localhost');
    const phOnly = await t.staffSession('cashier', { siteIds: [phSiteId] });
    expectSuccess(await t.backoffice('receivingAccountsList', { site_id: phSiteId }, phOnly));
    const [elsewhere] = await listOf('bank_transfer', localhostId);
    const outside = [
      t.backoffice('receivingAccountsList', { site_id: localhostId }, phOnly),
      t.backoffice('receivingAccountsSave', accountBody({ site_id: localhostId, bank_name: 'Citibank' }), phOnly),
      t.backoffice(
        'receivingAccountsReorder',
        { site_id: localhostId, method: 'bank_transfer', receiving_account_ids: [1] },
        phOnly,
      ),
      t.backoffice('bankNamesList', { site_id: localhostId, method: 'bank_transfer' }, phOnly),
      t.backoffice('bankNamesAdd', { site_id: localhostId, method: 'bank_transfer', name: 'Ally Bank' }, phOnly),
    ];
    for (const answer of await Promise.all(outside)) expect(answer).toMatchObject({ message: 'siteNotFound' });
    expect(
      await t.backoffice(
        'receivingAccountsDelete',
        { receiving_account_id: elsewhere!.receiving_account_id, reason: 'not mine' },
        phOnly,
      ),
    ).toMatchObject({ message: 'receivingAccountNotFound' });
    expect(
      await t.backoffice('receivingAccountsSave', accountBody({ receiving_account_id: elsewhere!.receiving_account_id }), phOnly),
    ).toMatchObject({ message: 'receivingAccountNotFound' });
  });

  it("keeps another operator's staff and bank names away from the operator's sites", async () => {
    const [other] = await t.database.db.insert(operators).values({ name: 'Other operator' }).returning({ id: operators.id });
    // one PH site moves to the other operator, so that its staff have a site of their own
    const [otherSite] = await t.database.db
      .select({ id: sites.id })
      .from(sites)
      .innerJoin(siteDomains, eq(siteDomains.siteId, sites.id))
      .where(and(eq(sites.country, 'PH'), like(siteDomains.domain, 'sportsbook%')))
      .limit(1);
    await t.database.db.update(sites).set({ operatorId: other!.id }).where(eq(sites.id, otherSite!.id));
    t.app.invalidateSite();
    const theirs = await t.staffSession('owner', { operatorId: other!.id });

    expect(await t.backoffice('receivingAccountsList', { site_id: phSiteId }, theirs)).toMatchObject({ message: 'siteNotFound' });
    expectSuccess(await t.backoffice('bankNamesAdd', { site_id: otherSite!.id, method: 'e_wallet', name: 'Coins.ph' }, theirs));
    const ours = await t.backoffice('bankNamesList', { site_id: phSiteId, method: 'e_wallet' }, cashier);
    expectSuccess(ours);
    expect(ours.value.map((row) => row.name)).not.toContain('Coins.ph');
    // a name the other operator added is still free for this one
    expectSuccess(await t.backoffice('bankNamesAdd', { site_id: phSiteId, method: 'e_wallet', name: 'coins.ph' }, cashier));
  });

  it('refuses the calls without a staff session or key', async () => {
    expect(await t.backoffice('receivingAccountsList', { site_id: phSiteId }, null)).toMatchObject({
      httpStatus: 401,
      message: 'permissionDenied',
    });
  });
});

describe("the player's call", () => {
  it("answers only the enabled accounts of the method on the player's own site", async () => {
    const localhost = await playerAccounts('bank_transfer', 'localhost');
    const ph = await playerAccounts('bank_transfer');
    const phIds = new Set((await listOf('bank_transfer')).filter((row) => row.enabled).map((row) => row.receiving_account_id));
    expect(ph.value.map((row) => row.receiving_account_id).every((id) => phIds.has(id))).toBe(true);
    expect(localhost.value.some((row) => phIds.has(row.receiving_account_id))).toBe(false);
    expect(localhost.reference).toBe(`S${await siteIdOf('localhost')}-DEMO`);
  });

  it('writes a reference banks keep: capitals, an underscore as a hyphen', () => {
    expect(depositReference(7, 'juan_88')).toBe('S7-JUAN-88');
  });
});
