import { type Currency, type operator as contract, isAllowedColor, isThemeCode, minimumAge, toMajor } from '@wl/contract';
import { and, asc, count, desc, eq, ilike, ne, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { auditLog, ledgerEntries, players, siteDomains, sites, smsOutbox, wallets } from '../../db/schema/index.js';
import { minorUnits } from '../../lib/amounts.js';
import { safeEqual, sha256 } from '../../lib/crypto.js';
import { fail, failField } from '../../lib/failure.js';
import type { CashierService } from '../cashier/service.js';
import { createIntegrationService, type IntegrationRow } from '../play/integrations.js';
import type { ProtectionService } from '../protection/service.js';
import { isInMaintenance, type SiteRow } from '../site/service.js';
import { moveMoney } from '../wallet/service.js';

type Body<T extends z.ZodType> = z.output<T>;
type SiteRecord = typeof sites.$inferSelect;
type SiteChanges = Partial<typeof sites.$inferInsert>;
type OperatorSite = contract.OperatorSite;

export interface OperatorDeps {
  db: Db;
  /** SHA-256 of the operator bearer token */
  operatorTokenHash: string;
  /** drops cached site-level reads of one site (or all) here and on every other instance */
  invalidateSite: (siteId?: number) => void;
  cashier: CashierService;
  protection: ProtectionService;
}

/** Every operator change is recorded under this actor. */
const ACTOR = 'operator';

/** The request fields of sites/update and the column each one sets. */
const UPDATABLE_SITE_FIELDS = {
  name: 'name',
  theme_code: 'themeCode',
  theme_color: 'themeColor',
  language: 'language',
  currency: 'currency',
  min_age: 'minAge',
  terms_version: 'termsVersion',
  maintenance_on: 'maintenanceOn',
  maintenance_start: 'maintenanceStart',
  maintenance_end: 'maintenanceEnd',
  status: 'status',
  expired_date: 'expiredDate',
  show_preloader: 'showPreloader',
  show_bf_ann_modal: 'showAnnouncement',
  show_app_download: 'showAppDownload',
  show_download_bar: 'showDownloadBar',
  gamify_enabled: 'gamifyEnabled',
} as const satisfies Record<string, keyof SiteRecord>;
type UpdatableField = keyof typeof UPDATABLE_SITE_FIELDS;
const DATE_FIELDS: ReadonlySet<UpdatableField> = new Set(['maintenance_start', 'maintenance_end', 'expired_date']);

const STATUS_AFTER = { block: 'blocked', close: 'closed', reopen: 'active' } as const;

const TAC_IN_BODY = /\b(\d{6})\b/;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The site resolver also accepts host:port, so domains are stored without the port. */
const bareHost = (domain: string) => domain.replace(/:\d+$/, '');

/** Domains a browser on this machine opens directly come first: `<theme>.localhost`, then other local ones. */
function sortDomains(domains: string[], themeCode: string): string[] {
  const rank = (domain: string) =>
    domain === `${themeCode}.localhost` ? 0 : domain === 'localhost' || domain.endsWith('.localhost') ? 1 : 2;
  return [...domains].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

function toSiteView(site: SiteRecord, domains: string[]): OperatorSite {
  return {
    id: site.id,
    name: site.name,
    external_id: site.externalId,
    theme_code: site.themeCode,
    theme_color: site.themeColor,
    language: site.language,
    currency: site.currency,
    country: site.country,
    min_age: site.minAge,
    minimum_age: minimumAge(site.country, site.minAge),
    terms_version: site.termsVersion,
    status: site.status,
    expired_date: iso(site.expiredDate),
    maintenance_on: site.maintenanceOn,
    maintenance_start: iso(site.maintenanceStart),
    maintenance_end: iso(site.maintenanceEnd),
    in_maintenance: isInMaintenance(site as SiteRow),
    show_preloader: site.showPreloader,
    show_bf_ann_modal: site.showAnnouncement,
    show_app_download: site.showAppDownload,
    show_download_bar: site.showDownloadBar,
    gamify_enabled: site.gamifyEnabled,
    domains: sortDomains(domains, site.themeCode),
  };
}

function toIntegrationView(row: IntegrationRow & { providerName: string }): contract.OperatorProviderIntegration {
  return {
    provider_code: row.providerCode,
    provider_name: row.providerName,
    kind: row.kind,
    launch_url: row.launchUrl,
    enabled: row.enabled,
    updated_at: row.updatedAt.toISOString(),
  };
}

function violatedConstraint(error: unknown): string | undefined {
  for (
    let current = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
    current;
    current = current.cause as typeof current
  ) {
    if (current.code === '23505') return current.constraint ?? '';
  }
  return undefined;
}

function auditValue(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}

export function createOperatorService(deps: OperatorDeps) {
  const { db } = deps;

  /**
   * A host asked for before it was attached is cached as unknown, under no site id, so attaching a
   * domain drops the whole cache; operator changes are rare enough for that.
   */
  function domainsChanged(): void {
    deps.invalidateSite();
  }

  /** Operator reads go to the database, never the cache, so a change is seen at once. */
  async function siteByDomain(domain: string): Promise<SiteRecord> {
    const [row] = await db
      .select({ site: sites })
      .from(siteDomains)
      .innerJoin(sites, eq(siteDomains.siteId, sites.id))
      .where(eq(siteDomains.domain, bareHost(domain)));
    if (!row) fail('siteNotFound');
    return row.site;
  }

  async function siteView(site: SiteRecord): Promise<OperatorSite> {
    const domains = await db.select({ domain: siteDomains.domain }).from(siteDomains).where(eq(siteDomains.siteId, site.id));
    return toSiteView(
      site,
      domains.map((row) => row.domain),
    );
  }

  async function playerOf(site: SiteRecord, accountId: string) {
    const [player] = await db
      .select()
      .from(players)
      .where(and(eq(players.siteId, site.id), eq(players.accountId, accountId)));
    if (!player) fail('accountNotFound');
    return player;
  }

  async function providerView(providerCode: string): Promise<contract.OperatorProviderIntegration> {
    const [row] = await createIntegrationService(db).list(providerCode);
    return toIntegrationView(row!);
  }

  /** Balances are integer minor units of the site currency; re-labelling them would change their value. */
  async function ensureNoMoneyOnSite(siteId: number): Promise<void> {
    const [wallet] = await db
      .select({ playerId: wallets.playerId })
      .from(wallets)
      .where(and(eq(wallets.siteId, siteId), ne(wallets.balance, 0n)))
      .limit(1);
    const [entry] = await db
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.siteId, siteId))
      .limit(1);
    if (wallet || entry) failField('currency', 'currencyInUse');
  }

  return {
    siteByDomain,

    /** Whether a bearer token is the operator's; compared by hash in constant time. */
    authorize(token: string): boolean {
      return safeEqual(sha256(token), deps.operatorTokenHash);
    },

    async listSites(): Promise<OperatorSite[]> {
      const [rows, domains] = await Promise.all([db.select().from(sites).orderBy(asc(sites.id)), db.select().from(siteDomains)]);
      return rows.map((site) =>
        toSiteView(
          site,
          domains.filter((row) => row.siteId === site.id).map((row) => row.domain),
        ),
      );
    },

    async createSite(body: Body<typeof contract.sitesCreateRequest>): Promise<OperatorSite> {
      const domain = bareHost(body.domain);
      const externalId = body.external_id ?? `site-${domain.replace(/[^a-z0-9]+/g, '-')}`.slice(0, 64);
      try {
        const site = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(sites)
            .values({
              externalId,
              name: body.name ?? domain,
              themeCode: body.theme_code,
              themeColor: body.theme_color,
              language: body.language,
              currency: body.currency,
              country: body.country,
            })
            .returning();
          await tx.insert(siteDomains).values({ domain, siteId: created!.id });
          await tx.insert(auditLog).values({
            siteId: created!.id,
            actor: ACTOR,
            action: 'site.create',
            target: `site:${created!.id}`,
            reason: body.reason ?? '',
            data: {
              domain,
              external_id: externalId,
              theme_code: body.theme_code,
              theme_color: body.theme_color,
              language: body.language,
              currency: body.currency,
              country: body.country,
            },
          });
          return created!;
        });
        domainsChanged();
        return toSiteView(site, [domain]);
      } catch (error) {
        const constraint = violatedConstraint(error);
        if (constraint === 'sites_external_id_unique') failField('external_id', 'externalIdTaken');
        if (constraint === 'site_domains_pkey') failField('domain', 'domainTaken');
        throw error;
      }
    },

    async updateSite(body: Body<typeof contract.sitesUpdateRequest>): Promise<OperatorSite> {
      const site = await siteByDomain(body.domain);
      const changes: SiteChanges = {};
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      for (const [field, column] of Object.entries(UPDATABLE_SITE_FIELDS) as [UpdatableField, keyof SiteRecord][]) {
        const sent = body[field];
        if (sent === undefined) continue;
        const value = DATE_FIELDS.has(field) && typeof sent === 'string' ? new Date(sent) : sent;
        if (auditValue(value) === auditValue(site[column])) continue;
        Object.assign(changes, { [column]: value });
        before[field] = auditValue(site[column]);
        after[field] = auditValue(value);
      }
      if (Object.keys(changes).length === 0) return siteView(site);

      const next = { ...site, ...changes } as SiteRecord;
      if (!isThemeCode(next.themeCode) || !isAllowedColor(next.themeCode, next.themeColor))
        failField('theme_color', 'invalidThemeColor');
      if (next.maintenanceStart && next.maintenanceEnd && next.maintenanceEnd <= next.maintenanceStart) {
        failField('maintenance_end', 'endBeforeStart');
      }
      if (changes.currency !== undefined) await ensureNoMoneyOnSite(site.id);

      const updated = await db.transaction(async (tx) => {
        const [row] = await tx.update(sites).set(changes).where(eq(sites.id, site.id)).returning();
        await tx.insert(auditLog).values({
          siteId: site.id,
          actor: ACTOR,
          action: 'site.update',
          target: `site:${site.id}`,
          reason: body.reason ?? '',
          data: { before, after },
        });
        return row!;
      });
      deps.invalidateSite(site.id);
      return siteView(updated);
    },

    async addDomain(body: Body<typeof contract.sitesAddDomainRequest>): Promise<OperatorSite> {
      const site = await siteByDomain(body.domain);
      const domain = bareHost(body.new_domain);
      try {
        await db.transaction(async (tx) => {
          await tx.insert(siteDomains).values({ domain, siteId: site.id });
          await tx.insert(auditLog).values({
            siteId: site.id,
            actor: ACTOR,
            action: 'site.add_domain',
            target: `site:${site.id}`,
            reason: body.reason ?? '',
            data: { domain },
          });
        });
      } catch (error) {
        if (violatedConstraint(error) === 'site_domains_pkey') failField('new_domain', 'domainTaken');
        throw error;
      }
      domainsChanged();
      return siteView(site);
    },

    async listPlayers(
      body: Body<typeof contract.playersListRequest>,
    ): Promise<{ value: contract.OperatorPlayer[]; total: number; currency: string }> {
      const site = await siteByDomain(body.domain);
      const currency = site.currency as Currency;
      const pattern = `%${body.search.replace(/[\\%_]/g, '\\$&')}%`;
      const where = and(
        eq(players.siteId, site.id),
        body.search
          ? or(ilike(players.accountId, pattern), ilike(players.contactPhone, pattern), ilike(players.contactEmail, pattern))
          : undefined,
        body.status ? eq(players.status, body.status) : undefined,
      );
      const [rows, [counted]] = await Promise.all([
        db
          .select({ player: players, balance: wallets.balance })
          .from(players)
          .leftJoin(wallets, eq(wallets.playerId, players.id))
          .where(where)
          .orderBy(desc(players.createdAt), desc(players.id))
          .limit(body.limit)
          .offset(body.offset),
        db.select({ total: count() }).from(players).where(where),
      ]);
      return {
        currency,
        total: counted?.total ?? 0,
        value: rows.map(({ player, balance }) => ({
          account_id: player.accountId,
          status: player.status,
          full_name: player.fullName,
          contact_phone: player.contactPhone,
          contact_email: player.contactEmail,
          vip_level: player.vipLevel,
          balance: toMajor(balance ?? 0n, currency),
          created_at: player.createdAt.toISOString(),
          verified_at: iso(player.verifiedAt),
          last_login_at: iso(player.lastLoginAt),
        })),
      };
    },

    /**
     * Sessions are kept on purpose: the player's next call answers BLOCK or CLOSE, which is what
     * logs the client out with the right message (spec-coverage S8.4). An account that never verified
     * its phone cannot be reopened into an active one, nor one whose person is self-excluded or
     * taking a time-out until that ends (the refusal says until when).
     */
    async setPlayerStatus(body: Body<typeof contract.playersSetStatusRequest>) {
      const site = await siteByDomain(body.domain);
      const status = STATUS_AFTER[body.action];
      return db.transaction(async (tx) => {
        const [player] = await tx
          .select()
          .from(players)
          .where(and(eq(players.siteId, site.id), eq(players.accountId, body.account_id)))
          .for('update');
        if (!player) fail('accountNotFound');
        if (body.action === 'reopen' && !player.verifiedAt) fail('accountNotVerified');
        if (body.action === 'reopen') await deps.protection.ensureMayLogIn(player, tx);
        if (player.status !== status) {
          await tx.update(players).set({ status }).where(eq(players.id, player.id));
          await tx.insert(auditLog).values({
            siteId: site.id,
            actor: ACTOR,
            action: `player.${body.action}`,
            target: `player:${player.id}`,
            reason: body.reason,
            data: { from: player.status, to: status },
          });
        }
        return { account_id: player.accountId, previous_status: player.status, status };
      });
    },

    /**
     * An audited credit or debit. The ledger row, the balance and the audit row commit together;
     * a repeated idempotency key returns the first result and writes nothing.
     */
    async adjustWallet(body: Body<typeof contract.walletAdjustRequest>) {
      const site = await siteByDomain(body.domain);
      const currency = site.currency as Currency;
      const player = await playerOf(site, body.account_id);
      const minor = minorUnits(body.amount, currency, 'amount');
      if (minor <= 0n) failField('amount', 'amountNotPositive');
      const signed = body.direction === 'debit' ? -minor : minor;

      const result = await db.transaction(async (tx) => {
        const moved = await moveMoney(tx, {
          siteId: site.id,
          playerId: player.id,
          kind: 'adjustment',
          amount: signed,
          idempotencyKey: `operator:${body.idempotency_key}`,
          reference: body.reason,
          meta: { actor: ACTOR },
        });
        if (moved.applied) {
          await tx.insert(auditLog).values({
            siteId: site.id,
            actor: ACTOR,
            action: 'wallet.adjust',
            target: `player:${player.id}`,
            reason: body.reason,
            data: {
              amount: toMajor(signed, currency),
              balance_after: toMajor(moved.balanceAfter, currency),
              currency,
              ledger_entry_id: moved.entryId,
            },
          });
          return moved;
        }
        // A key reused for another player or amount must not report (or leak) that other movement.
        const [first] = await tx
          .select({ playerId: ledgerEntries.playerId, amount: ledgerEntries.amount })
          .from(ledgerEntries)
          .where(eq(ledgerEntries.id, moved.entryId));
        if (first?.playerId !== player.id || first.amount !== signed) failField('idempotency_key', 'idempotencyKeyReused');
        return moved;
      });
      return {
        account_id: player.accountId,
        amount: toMajor(signed, currency),
        balance: toMajor(result.balanceAfter, currency),
        currency,
        applied: result.applied,
      };
    },

    async pendingCashierRequests(body: Body<typeof contract.cashierPendingRequest>) {
      const site = body.domain === undefined ? undefined : await siteByDomain(body.domain);
      return deps.cashier.pendingForOperator(body.kind, site?.id, body.limit);
    },

    /** The request's own audit rows (cashier_request_events) record the decision, its reason and time. */
    decideCashierRequest(body: Body<typeof contract.cashierDecideRequest>) {
      return deps.cashier.decideByOperator(body);
    },

    async cashierSettings(body: Body<typeof contract.cashierSettingsRequest>): Promise<contract.CashierSettings> {
      const site = await siteByDomain(body.domain);
      const currency = site.currency as Currency;
      const amount = (field: 'min_amount' | 'max_amount') => {
        const value = body[field];
        return value === undefined ? undefined : minorUnits(value, currency, field);
      };
      const changes = {
        minAmount: amount('min_amount'),
        maxAmount: amount('max_amount'),
        maxBankAccounts: body.max_bank_accounts,
      };
      let settings = await deps.cashier.settingsOf(site.id);
      if (Object.values(changes).some((value) => value !== undefined)) {
        const { before, after } = await deps.cashier.updateSettings(site.id, changes);
        const view = (values: typeof after) => ({
          min_amount: toMajor(values.minAmount, currency),
          max_amount: toMajor(values.maxAmount, currency),
          max_bank_accounts: values.maxBankAccounts,
        });
        await db.insert(auditLog).values({
          siteId: site.id,
          actor: ACTOR,
          action: 'site.cashier_settings',
          target: `site:${site.id}`,
          reason: body.reason ?? '',
          data: { before: view(before), after: view(after) },
        });
        settings = { ...settings, ...after };
      }
      return {
        domain: bareHost(body.domain),
        currency,
        min_amount: toMajor(settings.minAmount, currency),
        max_amount: toMajor(settings.maxAmount, currency),
        max_bank_accounts: settings.maxBankAccounts,
      };
    },

    async latestOutboxMessage(body: Body<typeof contract.tacOutboxRequest>): Promise<contract.OutboxMessage | null> {
      const site = await siteByDomain(body.domain);
      const [row] = await db
        .select()
        .from(smsOutbox)
        .where(and(eq(smsOutbox.siteId, site.id), eq(smsOutbox.accountId, body.account_id)))
        .orderBy(desc(smsOutbox.id))
        .limit(1);
      if (!row) return null;
      return {
        account_id: row.accountId,
        phone: row.phone,
        code: row.body.match(TAC_IN_BODY)?.[1] ?? null,
        body: row.body,
        provider: row.provider,
        created_at: row.createdAt.toISOString(),
      };
    },

    async listProviders(): Promise<contract.OperatorProviderIntegration[]> {
      return (await createIntegrationService(db).list()).map(toIntegrationView);
    },

    /** The secret is kept for signatures and never shown again, not even in the audit log. */
    async setProvider(body: Body<typeof contract.providersSetRequest>): Promise<contract.OperatorProviderIntegration> {
      await db.transaction(async (tx) => {
        await createIntegrationService(tx).save({
          providerCode: body.provider_code,
          kind: body.kind,
          launchUrl: body.launch_url,
          secret: body.secret,
        });
        await tx.insert(auditLog).values({
          actor: ACTOR,
          action: 'provider.set',
          target: `provider:${body.provider_code}`,
          reason: body.reason ?? '',
          data: { kind: body.kind, launch_url: body.launch_url },
        });
      });
      deps.invalidateSite();
      return providerView(body.provider_code);
    },

    async setProviderEnabled(
      body: Body<typeof contract.providersSetEnabledRequest>,
    ): Promise<contract.OperatorProviderIntegration> {
      await db.transaction(async (tx) => {
        await createIntegrationService(tx).setEnabled(body.provider_code, body.enabled);
        await tx.insert(auditLog).values({
          actor: ACTOR,
          action: body.enabled ? 'provider.enable' : 'provider.disable',
          target: `provider:${body.provider_code}`,
          reason: body.reason ?? '',
        });
      });
      deps.invalidateSite();
      return providerView(body.provider_code);
    },
  };
}

export type OperatorService = ReturnType<typeof createOperatorService>;
