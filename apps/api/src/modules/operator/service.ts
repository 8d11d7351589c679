import { type Currency, type operator as contract, isAllowedColor, isThemeCode, toMajor } from '@wl/contract';
import { and, asc, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { auditLog, operators, players, siteDomains, sites, smsOutbox, wallets } from '../../db/schema/index.js';
import { minorUnits } from '../../lib/amounts.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { fail, failField } from '../../lib/failure.js';
import type { CashierService } from '../cashier/service.js';
import { createIntegrationService, type IntegrationRow } from '../play/integrations.js';
import type { ProtectionService } from '../protection/service.js';
import { auditValue, siteColumnChanges } from '../site/changes.js';
import { ensureNoMoneyOnSite } from '../site/currency.js';
import { attachDomain } from '../site/domains.js';
import { bareHost, toSiteView } from '../site/view.js';
import { canActOnSite, type StaffActor } from '../staff/actor.js';
import { auditEntry } from '../staff/audit-scope.js';
import type { AdjustmentService } from '../wallet/adjustments.js';

type Body<T extends z.ZodType> = z.output<T>;
type SiteRecord = typeof sites.$inferSelect;
type OperatorSite = contract.OperatorSite;

export interface OperatorDeps {
  db: Db;
  /** drops cached site-level reads of one site (or all) here and on every other instance */
  invalidateSite: (siteId?: number) => void;
  cashier: CashierService;
  protection: ProtectionService;
  adjustments: AdjustmentService;
}

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

export function createOperatorService(deps: OperatorDeps) {
  const { db } = deps;

  /**
   * A host asked for before it was attached is cached as unknown, under no site id, so attaching a
   * domain drops the whole cache; operator changes are rare enough for that.
   */
  function domainsChanged(): void {
    deps.invalidateSite();
  }

  async function firstOperatorId(): Promise<number> {
    const [row] = await db.select({ id: operators.id }).from(operators).orderBy(asc(operators.id)).limit(1);
    return row?.id ?? fail('operatorNotFound');
  }

  async function existingOperator(operatorId: number): Promise<number> {
    const [row] = await db.select({ id: operators.id }).from(operators).where(eq(operators.id, operatorId));
    return row?.id ?? fail('operatorNotFound');
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

  return {
    siteByDomain,

    /** The sites an actor reaches (every site for the startup banner, which passes none). */
    async listSites(actor?: StaffActor): Promise<OperatorSite[]> {
      const [all, domains] = await Promise.all([db.select().from(sites).orderBy(asc(sites.id)), db.select().from(siteDomains)]);
      const rows = actor ? all.filter((site) => canActOnSite(actor, site.id)) : all;
      return rows.map((site) =>
        toSiteView(
          site,
          domains.filter((row) => row.siteId === site.id).map((row) => row.domain),
        ),
      );
    },

    /** A new site belongs to the creator's operator; platform staff name one (the first operator if not). */
    async createSite(body: Body<typeof contract.sitesCreateRequest>, actor: StaffActor): Promise<OperatorSite> {
      if (actor.operatorId !== null && body.operator_id !== undefined && body.operator_id !== actor.operatorId) {
        fail('operatorNotFound');
      }
      const operatorId =
        actor.operatorId ?? (body.operator_id === undefined ? await firstOperatorId() : await existingOperator(body.operator_id));
      const domain = bareHost(body.domain);
      const externalId = body.external_id ?? `site-${domain.replace(/[^a-z0-9]+/g, '-')}`.slice(0, 64);
      try {
        const site = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(sites)
            .values({
              operatorId,
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
          await tx.insert(auditLog).values(
            auditEntry({
              siteId: created!.id,
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
            }),
          );
          return created!;
        });
        domainsChanged();
        return toSiteView(site, [domain]);
      } catch (error) {
        if (isUniqueViolation(error, 'sites_external_id_unique')) failField('external_id', 'externalIdTaken');
        if (isUniqueViolation(error, 'site_domains_pkey')) failField('domain', 'domainTaken');
        throw error;
      }
    },

    async updateSite(body: Body<typeof contract.sitesUpdateRequest>): Promise<OperatorSite> {
      const site = await siteByDomain(body.domain);
      const { changes, before, after } = siteColumnChanges(
        UPDATABLE_SITE_FIELDS,
        DATE_FIELDS,
        body,
        site,
        (sent, current) => auditValue(sent) === auditValue(current),
      );
      if (Object.keys(changes).length === 0) return siteView(site);

      const next = { ...site, ...changes } as SiteRecord;
      if (!isThemeCode(next.themeCode) || !isAllowedColor(next.themeCode, next.themeColor))
        failField('theme_color', 'invalidThemeColor');
      if (next.maintenanceStart && next.maintenanceEnd && next.maintenanceEnd <= next.maintenanceStart) {
        failField('maintenance_end', 'endBeforeStart');
      }
      if (changes.currency !== undefined) await ensureNoMoneyOnSite(db, site.id);

      const updated = await db.transaction(async (tx) => {
        const [row] = await tx.update(sites).set(changes).where(eq(sites.id, site.id)).returning();
        await tx.insert(auditLog).values(
          auditEntry({
            siteId: site.id,
            action: 'site.update',
            target: `site:${site.id}`,
            reason: body.reason ?? '',
            data: { before, after },
          }),
        );
        return row!;
      });
      deps.invalidateSite(site.id);
      return siteView(updated);
    },

    async addDomain(body: Body<typeof contract.sitesAddDomainRequest>): Promise<OperatorSite> {
      const site = await siteByDomain(body.domain);
      const domain = bareHost(body.new_domain);
      await db.transaction((tx) => attachDomain(tx, { siteId: site.id, domain, reason: body.reason ?? '', field: 'new_domain' }));
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
     * logs the client out with the right message (spec-coverage S8.4). A blocked account is not
     * reopened here (approvalRequired): a second person approves lifting a block in the back
     * office. An account that never verified its phone cannot be reopened into an active one, nor
     * one whose person is self-excluded or taking a time-out until that ends (the refusal says until when).
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
        // Lifting a block takes two people (the back office's unblock proposes it); a reopen would be one.
        if (body.action === 'reopen' && player.status === 'blocked') fail('approvalRequired');
        if (body.action === 'reopen' && !player.verifiedAt) fail('accountNotVerified');
        if (body.action === 'reopen') await deps.protection.ensureMayLogIn(player, tx);
        if (player.status !== status) {
          await tx.update(players).set({ status }).where(eq(players.id, player.id));
          await tx.insert(auditLog).values(
            auditEntry({
              siteId: site.id,
              action: `player.${body.action}`,
              target: `player:${player.id}`,
              reason: body.reason,
              data: { from: player.status, to: status },
            }),
          );
        }
        return { account_id: player.accountId, previous_status: player.status, status };
      });
    },

    /**
     * An audited credit or debit; above the operator's threshold a staff member's becomes a
     * proposal for a second member and an API key's is refused (the adjustments service). A
     * repeated idempotency key returns the first result and moves nothing.
     */
    async adjustWallet(body: Body<typeof contract.walletAdjustRequest>, actor: StaffActor) {
      const site = await siteByDomain(body.domain);
      const currency = site.currency as Currency;
      const player = await playerOf(site, body.account_id);
      const minor = minorUnits(body.amount, currency, 'amount');
      if (minor <= 0n) failField('amount', 'amountNotPositive');
      const result = await deps.adjustments.adjust(
        actor,
        { siteId: site.id, currency, playerId: player.id },
        { direction: body.direction, amount: minor, reason: body.reason, idempotencyKey: body.idempotency_key },
      );
      return {
        account_id: player.accountId,
        amount: toMajor(body.direction === 'debit' ? -minor : minor, currency),
        balance: toMajor(result.balance, currency),
        currency,
        applied: result.outcome === 'applied' && result.applied,
        approval_id: result.outcome === 'pending_approval' ? result.approval.id : null,
      };
    },

    async pendingCashierRequests(body: Body<typeof contract.cashierPendingRequest>, actor: StaffActor) {
      const site = body.domain === undefined ? undefined : await siteByDomain(body.domain);
      return deps.cashier.pendingForOperator(body.kind, site?.id, body.limit, actor);
    },

    /** The request's own audit rows (cashier_request_events) record the decision, its reason and time. */
    decideCashierRequest(body: Body<typeof contract.cashierDecideRequest>, actor: StaffActor) {
      return deps.cashier.decideByOperator(body, actor);
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
        await db.insert(auditLog).values(
          auditEntry({
            siteId: site.id,
            action: 'site.cashier_settings',
            target: `site:${site.id}`,
            reason: body.reason ?? '',
            data: { before: view(before), after: view(after) },
          }),
        );
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
        await tx.insert(auditLog).values(
          auditEntry({
            action: 'provider.set',
            target: `provider:${body.provider_code}`,
            reason: body.reason ?? '',
            data: { kind: body.kind, launch_url: body.launch_url },
          }),
        );
      });
      deps.invalidateSite();
      return providerView(body.provider_code);
    },

    async setProviderEnabled(
      body: Body<typeof contract.providersSetEnabledRequest>,
    ): Promise<contract.OperatorProviderIntegration> {
      await db.transaction(async (tx) => {
        await createIntegrationService(tx).setEnabled(body.provider_code, body.enabled);
        await tx.insert(auditLog).values(
          auditEntry({
            action: body.enabled ? 'provider.enable' : 'provider.disable',
            target: `provider:${body.provider_code}`,
            reason: body.reason ?? '',
          }),
        );
      });
      deps.invalidateSite();
      return providerView(body.provider_code);
    },
  };
}

export type OperatorService = ReturnType<typeof createOperatorService>;
