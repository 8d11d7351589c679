import { assignableRoles, type backoffice, type StaffRole } from '@wl/contract';
import { and, asc, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { apiKeys, auditLog, operators, sites, staff } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { fail } from '../../lib/failure.js';
import { requirePlatform, type StaffActor } from './actor.js';
import { auditEntry } from './audit-scope.js';
import { type IdentityService, newApiKey, type StaffRecord } from './identity.js';

type Body<S extends z.ZodType> = z.output<S>;
type KeyRecord = typeof apiKeys.$inferSelect;
type OperatorRecord = typeof operators.$inferSelect;

function memberView(member: StaffRecord): backoffice.StaffMember {
  return {
    id: member.id,
    username: member.username,
    display_name: member.displayName,
    role: member.role,
    operator_id: member.operatorId,
    site_ids: member.siteIds,
    status: member.status,
    totp_enabled: member.totpConfirmedAt !== null,
    locked_until: member.lockedUntil?.toISOString() ?? null,
    last_sign_in_at: member.lastSignInAt?.toISOString() ?? null,
    created_at: member.createdAt.toISOString(),
  };
}

/** The audit trail's picture of a member: what an owner would want to see changed, never a secret. */
function memberFacts(member: StaffRecord): Record<string, unknown> {
  const { passwordHash: _hash, totpSecret: _secret, ...facts } = member;
  return { ...facts, totpSecret: member.totpSecret ? 'set' : null };
}

/**
 * Staff members, API keys and operators: who may act, created and changed by owners and admins
 * within their operator (platform staff across all), never raising anyone above their own role.
 */
export function createDirectoryService(deps: { db: Db; identity: IdentityService; now: () => Date }) {
  const { db, identity } = deps;

  /** The operator a new member or key belongs to: the creator's own, or the one a platform member names. */
  async function targetOperator(actor: StaffActor, operatorId: number | undefined): Promise<number | null> {
    if (actor.operatorId !== null) {
      if (operatorId !== undefined && operatorId !== actor.operatorId) fail('operatorNotFound');
      return actor.operatorId;
    }
    if (operatorId === undefined) return null;
    const [operator] = await db.select({ id: operators.id }).from(operators).where(eq(operators.id, operatorId));
    if (!operator) fail('operatorNotFound');
    return operator.id;
  }

  function ensureAssignable(actor: StaffActor, role: StaffRole): void {
    if (!assignableRoles(actor.role).includes(role)) fail('roleNotAssignable');
  }

  /** The sites a member is limited to must be sites of their operator the creator can reach. */
  async function checkSites(actor: StaffActor, operatorId: number | null, siteIds: readonly number[] | null): Promise<void> {
    if (siteIds === null) return;
    if (operatorId === null) fail('siteNotFound');
    const owned = await db
      .select({ id: sites.id })
      .from(sites)
      .where(and(eq(sites.operatorId, operatorId), inArray(sites.id, siteIds.length ? [...siteIds] : [-1])));
    const reachable = owned.filter((row) => actor.siteIds === 'all' || actor.siteIds.includes(row.id));
    if (reachable.length !== new Set(siteIds).size) fail('siteNotFound');
  }

  /** A member the actor may manage: of their operator (any, for platform staff), and not above their role. */
  async function managedMember(actor: StaffActor, staffId: number): Promise<StaffRecord> {
    const [member] = await db.select().from(staff).where(eq(staff.id, staffId));
    if (!member || (actor.operatorId !== null && member.operatorId !== actor.operatorId)) fail('staffNotFound');
    ensureAssignable(actor, member.role);
    return member;
  }

  /** Each operator (and the platform) keeps at least one active owner. */
  async function ensureAnotherOwner(member: StaffRecord): Promise<void> {
    const [row] = await db
      .select({ owners: count() })
      .from(staff)
      .where(
        and(
          member.operatorId === null ? isNull(staff.operatorId) : eq(staff.operatorId, member.operatorId),
          eq(staff.role, 'owner'),
          eq(staff.status, 'active'),
          ne(staff.id, member.id),
        ),
      );
    if ((row?.owners ?? 0) === 0) fail('lastOwner');
  }

  async function changeMember(
    member: StaffRecord,
    changes: Partial<typeof staff.$inferInsert>,
    action: string,
    reason: string,
  ): Promise<backoffice.StaffMember> {
    const updated = await db.transaction(async (tx) => {
      const [row] = await tx.update(staff).set(changes).where(eq(staff.id, member.id)).returning();
      await tx.insert(auditLog).values(
        auditEntry({
          operatorId: member.operatorId,
          action,
          target: `staff:${member.id}`,
          reason,
          before: memberFacts(member),
          after: memberFacts(row!),
        }),
      );
      return row!;
    });
    return memberView(updated);
  }

  function keyView(key: KeyRecord, creators: Map<number, string>): backoffice.ApiKey {
    return {
      id: key.id,
      name: key.name,
      role: key.role,
      operator_id: key.operatorId,
      prefix: key.prefix,
      created_by: key.createdBy ? (creators.get(key.createdBy) ?? '') : '',
      created_at: key.createdAt.toISOString(),
      last_used_at: key.lastUsedAt?.toISOString() ?? null,
      revoked_at: key.revokedAt?.toISOString() ?? null,
    };
  }

  async function creatorNames(ids: (number | null)[]): Promise<Map<number, string>> {
    const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
    if (wanted.length === 0) return new Map();
    const rows = await db.select({ id: staff.id, username: staff.username }).from(staff).where(inArray(staff.id, wanted));
    return new Map(rows.map((row) => [row.id, row.username]));
  }

  async function operatorView(operator: OperatorRecord): Promise<backoffice.Operator> {
    const [row] = await db.select({ sites: count() }).from(sites).where(eq(sites.operatorId, operator.id));
    return {
      id: operator.id,
      name: operator.name,
      adjustment_approval_over: operator.adjustmentApprovalOver,
      withdrawal_approval_over: operator.withdrawalApprovalOver,
      site_count: row?.sites ?? 0,
      created_at: operator.createdAt.toISOString(),
    };
  }

  async function createKey(
    tx: Pick<Db, 'insert'>,
    values: { name: string; role: StaffRole; operatorId: number | null; createdBy: number | null },
  ): Promise<{ row: KeyRecord; key: string }> {
    const { key, prefix, hash } = newApiKey();
    const [row] = await tx
      .insert(apiKeys)
      .values({ ...values, prefix, keyHash: hash })
      .returning();
    await tx.insert(auditLog).values(
      auditEntry({
        operatorId: values.operatorId,
        action: 'api_key.create',
        target: `api_key:${row!.id}`,
        after: { name: values.name, role: values.role, operator_id: values.operatorId, prefix },
      }),
    );
    return { row: row!, key };
  }

  return {
    memberView,

    async hasStaff(): Promise<boolean> {
      const [member] = await db.select({ id: staff.id }).from(staff).limit(1);
      return member !== undefined;
    },

    async list(actor: StaffActor): Promise<backoffice.StaffMember[]> {
      const rows = await db
        .select()
        .from(staff)
        .where(actor.operatorId === null ? undefined : eq(staff.operatorId, actor.operatorId))
        .orderBy(asc(staff.id));
      return rows.map(memberView);
    },

    async create(actor: StaffActor, body: Body<typeof backoffice.staffCreateRequest>) {
      ensureAssignable(actor, body.role);
      const operatorId = await targetOperator(actor, body.operator_id);
      await checkSites(actor, operatorId, body.site_ids);
      const passwordHash = await identity.newPasswordHash(body.password, body.username, 'password');
      try {
        return await db.transaction(async (tx) => {
          const [member] = await tx
            .insert(staff)
            .values({
              operatorId,
              username: body.username,
              displayName: body.display_name,
              role: body.role,
              passwordHash,
              passwordMustChange: true,
              siteIds: body.site_ids,
              createdBy: actor.kind === 'staff' ? actor.id : null,
            })
            .returning();
          await tx.insert(auditLog).values(
            auditEntry({
              operatorId,
              action: 'staff.create',
              target: `staff:${member!.id}`,
              reason: body.reason ?? '',
              after: memberFacts(member!),
            }),
          );
          return memberView(member!);
        });
      } catch (error) {
        if (isUniqueViolation(error, 'staff_username')) fail('usernameTaken');
        throw error;
      }
    },

    async update(actor: StaffActor, body: Body<typeof backoffice.staffUpdateRequest>) {
      const member = await managedMember(actor, body.staff_id);
      if (body.role !== undefined) ensureAssignable(actor, body.role);
      if (body.site_ids !== undefined) await checkSites(actor, member.operatorId, body.site_ids);
      const demotes =
        member.role === 'owner' && ((body.role !== undefined && body.role !== 'owner') || body.status === 'disabled');
      if (demotes) await ensureAnotherOwner(member);
      const changes: Partial<typeof staff.$inferInsert> = {};
      if (body.display_name !== undefined) changes.displayName = body.display_name;
      if (body.role !== undefined) changes.role = body.role;
      if (body.site_ids !== undefined) changes.siteIds = body.site_ids;
      if (body.status !== undefined) changes.status = body.status;
      const view = await changeMember(member, changes, 'staff.update', body.reason);
      // Fewer rights or none: the member's open sessions end, so nothing runs on the old ones.
      if (body.status === 'disabled' || body.role !== undefined || body.site_ids !== undefined)
        await identity.endSessions(member.id);
      return view;
    },

    async resetPassword(actor: StaffActor, body: Body<typeof backoffice.staffResetPasswordRequest>) {
      const member = await managedMember(actor, body.staff_id);
      const passwordHash = await identity.newPasswordHash(body.new_password, member.username, 'new_password');
      const view = await changeMember(
        member,
        { passwordHash, passwordMustChange: true, failedSignIns: 0, lockedUntil: null },
        'staff.reset_password',
        body.reason,
      );
      await identity.endSessions(member.id);
      return view;
    },

    async resetTotp(actor: StaffActor, body: Body<typeof backoffice.staffResetTotpRequest>) {
      const member = await managedMember(actor, body.staff_id);
      const view = await changeMember(
        member,
        { totpSecret: null, totpConfirmedAt: null, totpLastStep: 0 },
        'staff.reset_totp',
        body.reason,
      );
      await identity.endSessions(member.id);
      return view;
    },

    async listKeys(actor: StaffActor): Promise<backoffice.ApiKey[]> {
      const rows = await db
        .select()
        .from(apiKeys)
        .where(actor.operatorId === null ? undefined : eq(apiKeys.operatorId, actor.operatorId))
        .orderBy(asc(apiKeys.id));
      const creators = await creatorNames(rows.map((row) => row.createdBy));
      return rows.map((row) => keyView(row, creators));
    },

    async createKey(actor: StaffActor, body: Body<typeof backoffice.apiKeysCreateRequest>) {
      ensureAssignable(actor, body.role);
      const operatorId = await targetOperator(actor, body.operator_id);
      const { row, key } = await db.transaction((tx) =>
        createKey(tx, { name: body.name, role: body.role, operatorId, createdBy: actor.kind === 'staff' ? actor.id : null }),
      );
      return { value: keyView(row, await creatorNames([row.createdBy])), key };
    },

    async revokeKey(actor: StaffActor, body: Body<typeof backoffice.apiKeysRevokeRequest>) {
      const revoked = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(apiKeys)
          .set({ revokedAt: deps.now(), revokedBy: actor.kind === 'staff' ? actor.id : null })
          .where(
            and(
              eq(apiKeys.id, body.api_key_id),
              isNull(apiKeys.revokedAt),
              actor.operatorId === null ? undefined : eq(apiKeys.operatorId, actor.operatorId),
            ),
          )
          .returning();
        if (!row) fail('apiKeyNotFound');
        await tx.insert(auditLog).values(
          auditEntry({
            operatorId: row.operatorId,
            action: 'api_key.revoke',
            target: `api_key:${row.id}`,
            reason: body.reason,
            before: { revoked_at: null },
            after: { revoked_at: row.revokedAt!.toISOString() },
          }),
        );
        return row;
      });
      return keyView(revoked, await creatorNames([revoked.createdBy]));
    },

    async listOperators(actor: StaffActor): Promise<backoffice.Operator[]> {
      const rows = await db
        .select()
        .from(operators)
        .where(actor.operatorId === null ? undefined : eq(operators.id, actor.operatorId))
        .orderBy(asc(operators.id));
      return Promise.all(rows.map(operatorView));
    },

    async createOperator(actor: StaffActor, body: Body<typeof backoffice.operatorsCreateRequest>) {
      requirePlatform(actor);
      try {
        const created = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(operators)
            .values({
              name: body.name,
              adjustmentApprovalOver: body.adjustment_approval_over,
              withdrawalApprovalOver: body.withdrawal_approval_over,
            })
            .returning();
          await tx.insert(auditLog).values(
            auditEntry({
              operatorId: row!.id,
              action: 'operator.create',
              target: `operator:${row!.id}`,
              reason: body.reason ?? '',
              after: row!,
            }),
          );
          return row!;
        });
        return operatorView(created);
      } catch (error) {
        if (isUniqueViolation(error, 'operators_name_key')) fail('operatorNameTaken');
        throw error;
      }
    },

    /** An operator's own owner may change its thresholds; platform owners any operator's. */
    async updateOperator(actor: StaffActor, body: Body<typeof backoffice.operatorsUpdateRequest>) {
      if (actor.operatorId !== null && actor.operatorId !== body.operator_id) fail('operatorNotFound');
      try {
        const updated = await db.transaction(async (tx) => {
          const [before] = await tx.select().from(operators).where(eq(operators.id, body.operator_id)).for('update');
          if (!before) fail('operatorNotFound');
          const [row] = await tx
            .update(operators)
            .set({
              ...(body.name !== undefined ? { name: body.name } : {}),
              ...(body.adjustment_approval_over !== undefined ? { adjustmentApprovalOver: body.adjustment_approval_over } : {}),
              ...(body.withdrawal_approval_over !== undefined ? { withdrawalApprovalOver: body.withdrawal_approval_over } : {}),
            })
            .where(eq(operators.id, body.operator_id))
            .returning();
          await tx.insert(auditLog).values(
            auditEntry({
              operatorId: row!.id,
              action: 'operator.update',
              target: `operator:${row!.id}`,
              reason: body.reason,
              before,
              after: row!,
            }),
          );
          return row!;
        });
        return operatorView(updated);
      } catch (error) {
        if (isUniqueViolation(error, 'operators_name_key')) fail('operatorNameTaken');
        throw error;
      }
    },

    /**
     * A fresh installation's first owner (platform staff) and an owner API key for the CLI, made
     * only while no staff member exists; the row lock on the default operator keeps two bootstraps
     * at once from both succeeding.
     */
    async bootstrap(username: string, password: string) {
      const passwordHash = await identity.newPasswordHash(password, username, 'password');
      return db.transaction(async (tx) => {
        await tx.execute(sql`lock table ${staff} in exclusive mode`);
        const [existing] = await tx.select({ id: staff.id }).from(staff).limit(1);
        if (existing) fail('bootstrapDone');
        const [member] = await tx.insert(staff).values({ operatorId: null, username, role: 'owner', passwordHash }).returning();
        await tx
          .insert(auditLog)
          .values(auditEntry({ action: 'installation.bootstrap', target: `staff:${member!.id}`, after: memberFacts(member!) }));
        const { key } = await createKey(tx, { name: 'cli', role: 'owner', operatorId: null, createdBy: member!.id });
        return { value: memberView(member!), key };
      });
    },
  };
}

export type DirectoryService = ReturnType<typeof createDirectoryService>;
