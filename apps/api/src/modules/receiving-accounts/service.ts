import { createHash } from 'node:crypto';
import { type Currency, receivingAccounts as contract, type DEPOSIT_METHODS, depositReference, toMajor } from '@wl/contract';
import { and, asc, count, eq, isNull, max, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { auditLog, bankNames, receivingAccounts, sites } from '../../db/schema/index.js';
import { minorUnits } from '../../lib/amounts.js';
import { fail, failField } from '../../lib/failure.js';
import { decodeImageUpload } from '../../lib/image-upload.js';
import type { PlayerRow } from '../auth/sessions.js';
import type { SiteRow } from '../site/service.js';
import { canActOnSite, requireSite, type StaffActor } from '../staff/actor.js';
import { auditEntry } from '../staff/audit-scope.js';

type Body<T extends z.ZodType> = z.output<T>;
type AccountRow = typeof receivingAccounts.$inferSelect;
type DepositMethod = (typeof DEPOSIT_METHODS)[number];

/** An uploaded QR image as bytes (lib/image-upload.ts: the declared type checked against the bytes). */
export function decodeQrImage(dataUrl: string): { bytes: Buffer; type: contract.QrImageType } {
  return decodeImageUpload(dataUrl, {
    dataUrl: contract.QR_IMAGE_DATA_URL,
    types: contract.QR_IMAGE_TYPES,
    maxBytes: contract.QR_IMAGE_MAX_BYTES,
    field: 'qr_image',
  });
}

const methodOrder = sql`case ${receivingAccounts.method} when 'bank_transfer' then 0 else 1 end`;

/** An account as the back office reads it, its image at `imagePath` (the staff route's unless named). */
function accountView(
  row: AccountRow,
  currency: Currency,
  imagePath: (id: number, updatedAt: Date) => string = contract.staffQrImagePath,
): contract.ReceivingAccount {
  const limit = (minor: bigint | null) => (minor === null ? null : toMajor(minor, currency));
  return {
    receiving_account_id: row.id,
    site_id: row.siteId,
    method: row.method,
    bank_name: row.bankName,
    account_name: row.accountName,
    account_number: row.accountNumber,
    min_amount: limit(row.minAmount),
    max_amount: limit(row.maxAmount),
    position: row.position,
    enabled: row.enabled,
    has_qr: row.qrImage !== null,
    qr_image_url: row.qrImage === null ? null : imagePath(row.id, row.updatedAt),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** An account as the audit log keeps it: the image by its type, size and digest rather than its bytes. */
function auditView(row: AccountRow, currency: Currency): Record<string, unknown> {
  const { qr_image_url: _url, updated_at: _updatedAt, ...fields } = accountView(row, currency);
  const image = row.qrImage && {
    type: row.qrImageType,
    bytes: row.qrImage.length,
    sha256: createHash('sha256').update(row.qrImage).digest('hex'),
  };
  return { ...fields, qr_image: image };
}

export function createReceivingAccountService(deps: { db: Db; siteById: (siteId: number) => Promise<SiteRow>; now: () => Date }) {
  const { db, siteById, now } = deps;

  /** The actor's site, or siteNotFound when it is outside their reach or does not exist. */
  async function siteFor(actor: StaffActor, siteId: number): Promise<SiteRow> {
    requireSite(actor, siteId);
    return siteById(siteId);
  }

  /**
   * Serialises the changes to one site's accounts (the per-method count and positions): two staff
   * members adding an account at once would otherwise both pass the limit and take one position.
   */
  async function lockSite(tx: Db, siteId: number): Promise<void> {
    await tx.select({ id: sites.id }).from(sites).where(eq(sites.id, siteId)).for('no key update');
  }

  async function accountsOf(tx: Db, siteId: number, method?: DepositMethod): Promise<AccountRow[]> {
    return tx
      .select()
      .from(receivingAccounts)
      .where(and(eq(receivingAccounts.siteId, siteId), method ? eq(receivingAccounts.method, method) : undefined))
      .orderBy(methodOrder, asc(receivingAccounts.position), asc(receivingAccounts.id));
  }

  async function accountById(tx: Db, accountId: number): Promise<AccountRow | undefined> {
    const [row] = await tx.select().from(receivingAccounts).where(eq(receivingAccounts.id, accountId));
    return row;
  }

  /** The bank names the site's operator may choose from for a method: the country's shared list and its own. */
  function namesOffered(site: SiteRow, method: DepositMethod) {
    return and(
      eq(bankNames.country, site.country),
      eq(bankNames.method, method),
      or(isNull(bankNames.operatorId), eq(bankNames.operatorId, site.operatorId)),
    );
  }

  /** The listed spelling of a bank name typed in any case; a name off the list is refused. */
  async function listedBankName(tx: Db, site: SiteRow, method: DepositMethod, typed: string): Promise<string> {
    const [listed] = await tx
      .select({ name: bankNames.name })
      .from(bankNames)
      .where(and(namesOffered(site, method), eq(sql`lower(${bankNames.name})`, typed.toLowerCase())));
    if (!listed) failField('bank_name', 'unknownBankName');
    return listed.name;
  }

  /** The next position at the end of a method's list, refused once the list is full. */
  async function nextPosition(tx: Db, siteId: number, method: DepositMethod): Promise<number> {
    const [row] = await tx
      .select({ last: max(receivingAccounts.position), total: count() })
      .from(receivingAccounts)
      .where(and(eq(receivingAccounts.siteId, siteId), eq(receivingAccounts.method, method)));
    if ((row?.total ?? 0) >= contract.RECEIVING_ACCOUNTS_MAX) fail('receivingAccountLimit');
    return (row?.last ?? -1) + 1;
  }

  async function list(actor: StaffActor, body: Body<typeof contract.receivingAccountsListRequest>) {
    const site = await siteFor(actor, body.site_id);
    const rows = await accountsOf(db, site.id, body.method);
    return { value: rows.map((row) => accountView(row, site.currency)), currency: site.currency };
  }

  async function save(actor: StaffActor, body: Body<typeof contract.receivingAccountsSaveRequest>) {
    const site = await siteFor(actor, body.site_id);
    const limit = (value: number | null, field: string) => (value === null ? null : minorUnits(value, site.currency, field));
    const image = typeof body.qr_image === 'string' ? decodeQrImage(body.qr_image) : body.qr_image;
    const fields = {
      method: body.method,
      accountName: body.account_name,
      accountNumber: body.account_number,
      minAmount: limit(body.min_amount, 'min_amount'),
      maxAmount: limit(body.max_amount, 'max_amount'),
      enabled: body.enabled,
      updatedAt: now(),
      // undefined leaves the stored image as it is
      ...(image === undefined ? {} : { qrImage: image?.bytes ?? null, qrImageType: image?.type ?? null }),
    };
    const saved = await db.transaction(async (tx) => {
      await lockSite(tx, site.id);
      const bankName = await listedBankName(tx, site, body.method, body.bank_name);
      if (body.receiving_account_id === undefined) {
        const position = await nextPosition(tx, site.id, body.method);
        const [created] = await tx
          .insert(receivingAccounts)
          .values({ siteId: site.id, ...fields, bankName, position })
          .returning();
        if (!created) throw new Error('the receiving account insert returned no row');
        await tx.insert(auditLog).values(
          auditEntry({
            action: 'receivingAccounts.create',
            target: `receivingAccount:${created.id}`,
            siteId: site.id,
            reason: body.reason ?? '',
            after: auditView(created, site.currency),
          }),
        );
        return created;
      }
      const before = await accountById(tx, body.receiving_account_id);
      if (!before || before.siteId !== site.id) fail('receivingAccountNotFound');
      const position = before.method === body.method ? before.position : await nextPosition(tx, site.id, body.method);
      const [updated] = await tx
        .update(receivingAccounts)
        .set({ ...fields, bankName, position })
        .where(eq(receivingAccounts.id, before.id))
        .returning();
      if (!updated) throw new Error('the receiving account update returned no row');
      await tx.insert(auditLog).values(
        auditEntry({
          action: 'receivingAccounts.update',
          target: `receivingAccount:${updated.id}`,
          siteId: site.id,
          reason: body.reason ?? '',
          before: auditView(before, site.currency),
          after: auditView(updated, site.currency),
        }),
      );
      return updated;
    });
    return { value: accountView(saved, site.currency) };
  }

  async function reorder(actor: StaffActor, body: Body<typeof contract.receivingAccountsReorderRequest>) {
    const site = await siteFor(actor, body.site_id);
    const ordered = body.receiving_account_ids;
    const rows = await db.transaction(async (tx) => {
      await lockSite(tx, site.id);
      const current = await accountsOf(tx, site.id, body.method);
      const currentIds = current.map((row) => row.id);
      const sameSet =
        new Set(ordered).size === ordered.length &&
        ordered.length === currentIds.length &&
        ordered.every((id) => currentIds.includes(id));
      if (!sameSet) failField('receiving_account_ids', 'orderMismatch');
      for (const [position, id] of ordered.entries()) {
        await tx.update(receivingAccounts).set({ position }).where(eq(receivingAccounts.id, id));
      }
      await tx.insert(auditLog).values(
        auditEntry({
          action: 'receivingAccounts.reorder',
          target: `site:${site.id}`,
          siteId: site.id,
          reason: body.reason ?? '',
          data: { method: body.method },
          before: { order: currentIds },
          after: { order: ordered },
        }),
      );
      return accountsOf(tx, site.id, body.method);
    });
    return { value: rows.map((row) => accountView(row, site.currency)) };
  }

  async function remove(actor: StaffActor, body: Body<typeof contract.receivingAccountsDeleteRequest>) {
    const row = await accountById(db, body.receiving_account_id);
    // Another operator's account answers as a missing one: its staff learn nothing about it.
    if (!row || !canActOnSite(actor, row.siteId)) fail('receivingAccountNotFound');
    const site = await siteById(row.siteId);
    await db.transaction(async (tx) => {
      const [deleted] = await tx.delete(receivingAccounts).where(eq(receivingAccounts.id, row.id)).returning();
      if (!deleted) fail('receivingAccountNotFound');
      await tx.insert(auditLog).values(
        auditEntry({
          action: 'receivingAccounts.delete',
          target: `receivingAccount:${deleted.id}`,
          siteId: site.id,
          reason: body.reason,
          before: auditView(deleted, site.currency),
        }),
      );
    });
    return {};
  }

  async function bankNamesOf(actor: StaffActor, body: Body<typeof contract.bankNamesListRequest>) {
    const site = await siteFor(actor, body.site_id);
    const rows = await db
      .select()
      .from(bankNames)
      .where(namesOffered(site, body.method))
      .orderBy(asc(sql`lower(${bankNames.name})`));
    return {
      value: rows.map((row) => ({ bank_name_id: row.id, name: row.name, own: row.operatorId !== null })),
      country: site.country,
    };
  }

  async function addBankName(actor: StaffActor, body: Body<typeof contract.bankNamesAddRequest>) {
    const site = await siteFor(actor, body.site_id);
    const added = await db.transaction(async (tx) => {
      // A name already offered (shared or the operator's own, any method, any case) is not added twice.
      const [taken] = await tx
        .select({ id: bankNames.id })
        .from(bankNames)
        .where(
          and(
            eq(bankNames.country, site.country),
            eq(sql`lower(${bankNames.name})`, body.name.toLowerCase()),
            or(isNull(bankNames.operatorId), eq(bankNames.operatorId, site.operatorId)),
          ),
        );
      if (taken) fail('bankNameExists');
      const [row] = await tx
        .insert(bankNames)
        .values({ country: site.country, method: body.method, name: body.name, operatorId: site.operatorId })
        .onConflictDoNothing()
        .returning();
      // the unique index caught a concurrent add of the same name
      if (!row) fail('bankNameExists');
      await tx.insert(auditLog).values(
        auditEntry({
          action: 'bankNames.add',
          target: `bankName:${row.id}`,
          siteId: site.id,
          reason: body.reason ?? '',
          after: { country: row.country, method: row.method, name: row.name },
        }),
      );
      return row;
    });
    return { value: { bank_name_id: added.id, name: added.name, own: true } };
  }

  /** Where the player pays a deposit by the method: the site's enabled accounts in order, and their reference. */
  async function forPlayer(site: SiteRow, player: PlayerRow, method: DepositMethod) {
    const rows = await db
      .select()
      .from(receivingAccounts)
      .where(
        and(eq(receivingAccounts.siteId, site.id), eq(receivingAccounts.method, method), eq(receivingAccounts.enabled, true)),
      )
      .orderBy(asc(receivingAccounts.position), asc(receivingAccounts.id));
    return {
      value: rows.map((row) => {
        const view = accountView(row, site.currency, contract.qrImagePath);
        return {
          receiving_account_id: view.receiving_account_id,
          bank_name: view.bank_name,
          account_name: view.account_name,
          account_number: view.account_number,
          min_amount: view.min_amount,
          max_amount: view.max_amount,
          qr_image_url: view.qr_image_url,
        };
      }),
      reference: depositReference(site.id, player.accountId),
    };
  }

  /** An enabled account's QR image with the version its URL carries; undefined for any other. */
  async function qrImage(accountId: number) {
    const [row] = await db
      .select({ bytes: receivingAccounts.qrImage, type: receivingAccounts.qrImageType, updatedAt: receivingAccounts.updatedAt })
      .from(receivingAccounts)
      .where(and(eq(receivingAccounts.id, accountId), eq(receivingAccounts.enabled, true)));
    if (!row?.bytes || !row.type) return undefined;
    // PGlite reads bytea as a plain Uint8Array: the same memory as a Buffer, for the reply
    const bytes = Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength);
    return { bytes, type: row.type, version: String(row.updatedAt.getTime()) };
  }

  /**
   * Any account's QR image, on or off, for staff who reach its site; undefined for an account
   * without one or of a site outside their reach, as for an unknown id.
   */
  async function staffQrImage(actor: StaffActor, accountId: number) {
    const [row] = await db
      .select({ siteId: receivingAccounts.siteId, bytes: receivingAccounts.qrImage, type: receivingAccounts.qrImageType })
      .from(receivingAccounts)
      .where(eq(receivingAccounts.id, accountId));
    if (!row?.bytes || !row.type || !canActOnSite(actor, row.siteId)) return undefined;
    return { bytes: Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength), type: row.type };
  }

  return { list, save, reorder, remove, bankNames: bankNamesOf, addBankName, forPlayer, qrImage, staffQrImage };
}

export type ReceivingAccountService = ReturnType<typeof createReceivingAccountService>;
