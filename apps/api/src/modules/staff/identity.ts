import { type backoffice, fields, PERMISSION_NAMES, roleHas, roleNeedsTotp, STAFF_SESSION } from '@wl/contract';
import { and, asc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { Db } from '../../db/client.js';
import { apiKeys, auditLog, operators, siteDomains, sites, staff, staffSessions } from '../../db/schema/index.js';
import { hashPassword, newToken, seal, sha256, unseal, verifyPassword } from '../../lib/crypto.js';
import { fail, failField } from '../../lib/failure.js';
import type { RateLimits } from '../../lib/rate-limits.js';
import { isCommonPassword } from '../auth/passwords.js';
import type { ClientInfo } from '../auth/service.js';
import type { StaffActor } from './actor.js';
import { auditEntry, type SigningIn } from './audit-scope.js';

export type StaffRecord = typeof staff.$inferSelect;
type StaffMe = backoffice.StaffMe;

export const TOTP_PURPOSE = 'staff-totp';
const TOTP_ISSUER = 'White-label back office';
/** An API key: wlk_ then 40 base64url characters; its first 12 characters are its shown prefix. */
const API_KEY_PREFIX = 'wlk_';
/** last_seen_at is written at most this often per session, not on every call. */
const SEEN_WRITE_MS = 60_000;

export interface IdentityDeps {
  db: Db;
  serverSecret: string;
  passwordLogN: number;
  limits: RateLimits;
  now: () => Date;
}

export type SignInAnswer =
  | { stage: 'totp' | 'enrol'; token: string; expiresAt: Date; enrolment: { secret: string; otpauth_uri: string } | null }
  | { stage: 'done'; token: string; expiresAt: Date; me: StaffMe };

export interface SessionAuth {
  actor: StaffActor;
  member: StaffRecord;
  expiresAt: Date;
}

export function newApiKey(): { key: string; prefix: string; hash: string } {
  const key = `${API_KEY_PREFIX}${newToken().slice(0, 40)}`;
  return { key, prefix: key.slice(0, 12), hash: sha256(key) };
}

export function isApiKey(token: string): boolean {
  return token.startsWith(API_KEY_PREFIX);
}

/** A member's audit rows before they are signed in name them, not the system. */
function signingIn(member: StaffRecord): SigningIn {
  return { kind: 'staff', id: member.id, name: member.username, role: member.role };
}

/**
 * Staff sign-in (password, then a TOTP code or its enrolment), sessions with idle and absolute
 * limits, lockout, and the actor every operator call runs as, from a session or an API key.
 */
export function createIdentityService(deps: IdentityDeps) {
  const { db, limits } = deps;
  const now = () => deps.now();
  /** A wrong username costs the same scrypt work as a wrong password, so timing tells nothing. */
  let noSuchStaffHash: Promise<string> | undefined;

  function totpOf(member: StaffRecord, secret: string): TOTP {
    return new TOTP({ issuer: TOTP_ISSUER, label: member.username, secret: Secret.fromBase32(secret) });
  }

  /** The time step a code belongs to, or null when it matches none within one step of now. */
  function acceptedStep(member: StaffRecord, code: string): number | null {
    if (!member.totpSecret) return null;
    const totp = totpOf(member, unseal(deps.serverSecret, TOTP_PURPOSE, member.totpSecret));
    const timestamp = now().getTime();
    const delta = totp.validate({ token: code, timestamp, window: 1 });
    if (delta === null) return null;
    const step = Math.floor(timestamp / 1000 / totp.period) + delta;
    // Each code works once: a code seen on the wire cannot sign anyone in again.
    return step > member.totpLastStep ? step : null;
  }

  async function siteIdsOf(member: Pick<StaffRecord, 'operatorId' | 'siteIds'>): Promise<readonly number[] | 'all'> {
    if (member.operatorId === null) return 'all';
    const rows = await db.select({ id: sites.id }).from(sites).where(eq(sites.operatorId, member.operatorId));
    const owned = rows.map((row) => row.id);
    return member.siteIds ? owned.filter((id) => member.siteIds!.includes(id)) : owned;
  }

  async function actorOf(member: StaffRecord, sessionId: number): Promise<StaffActor> {
    return {
      kind: 'staff',
      id: member.id,
      name: member.username,
      role: member.role,
      operatorId: member.operatorId,
      siteIds: await siteIdsOf(member),
      sessionId,
    };
  }

  /** A wrong password or code: counted, and the account locks after too many in a row. */
  async function countFailure(member: StaffRecord, action: string): Promise<never> {
    const locks = member.failedSignIns + 1 >= STAFF_SESSION.lockAfterFailures;
    const lockedUntil = locks ? new Date(now().getTime() + STAFF_SESSION.lockMinutes * 60_000) : null;
    await db.transaction(async (tx) => {
      await tx
        .update(staff)
        .set(locks ? { failedSignIns: 0, lockedUntil } : { failedSignIns: sql`${staff.failedSignIns} + 1` })
        .where(eq(staff.id, member.id));
      await tx.insert(auditLog).values(
        auditEntry(
          {
            operatorId: member.operatorId,
            action,
            target: `staff:${member.id}`,
            data: locks ? { locked_until: lockedUntil!.toISOString() } : {},
          },
          signingIn(member),
        ),
      );
    });
    if (lockedUntil) fail('staffLocked', { until: lockedUntil.toISOString() });
    return fail(action === 'staff.sign_in_failed' ? 'invalidCredentials' : 'totpInvalid');
  }

  function ensureNotLocked(member: StaffRecord): void {
    if (member.lockedUntil && member.lockedUntil > now()) fail('staffLocked', { until: member.lockedUntil.toISOString() });
  }

  async function openSession(member: StaffRecord, stage: 'challenge' | 'active', client: ClientInfo) {
    const token = newToken();
    const minutes = stage === 'active' ? STAFF_SESSION.absoluteHours * 60 : STAFF_SESSION.challengeMinutes;
    const expiresAt = new Date(now().getTime() + minutes * 60_000);
    const [row] = await db
      .insert(staffSessions)
      .values({
        staffId: member.id,
        tokenHash: sha256(token),
        stage,
        ip: client.ip,
        userAgent: client.userAgent.slice(0, 300),
        createdAt: now(),
        lastSeenAt: now(),
        expiresAt,
      })
      .returning({ id: staffSessions.id });
    return { token, expiresAt, sessionId: row!.id };
  }

  async function signedIn(member: StaffRecord, client: ClientInfo): Promise<SignInAnswer> {
    await db.update(staff).set({ failedSignIns: 0, lockedUntil: null, lastSignInAt: now() }).where(eq(staff.id, member.id));
    await db
      .insert(auditLog)
      .values(
        auditEntry({ operatorId: member.operatorId, action: 'staff.sign_in', target: `staff:${member.id}` }, signingIn(member)),
      );
    const session = await openSession(member, 'active', client);
    const fresh = { ...member, failedSignIns: 0, lockedUntil: null };
    return {
      stage: 'done',
      token: session.token,
      expiresAt: session.expiresAt,
      me: await me(await actorOf(fresh, session.sessionId), fresh, session.expiresAt),
    };
  }

  async function challenge(token: string): Promise<{ session: typeof staffSessions.$inferSelect; member: StaffRecord }> {
    const [row] = await db
      .select({ session: staffSessions, member: staff })
      .from(staffSessions)
      .innerJoin(staff, eq(staff.id, staffSessions.staffId))
      .where(
        and(eq(staffSessions.tokenHash, sha256(token)), eq(staffSessions.stage, 'challenge'), isNull(staffSessions.revokedAt)),
      )
      .limit(1);
    if (!row || row.session.expiresAt <= now() || row.member.status !== 'active') fail('sessionExpired');
    ensureNotLocked(row.member);
    return row;
  }

  /** The challenge is spent: its row ends and a new session (a new token) begins, so a token seen before sign-in is worthless. */
  async function finishChallenge(
    sessionId: number,
    member: StaffRecord,
    step: number,
    client: ClientInfo,
    confirmEnrolment: boolean,
  ): Promise<SignInAnswer> {
    const totpConfirmedAt = confirmEnrolment ? now() : member.totpConfirmedAt;
    await db.transaction(async (tx) => {
      await tx.update(staffSessions).set({ revokedAt: now() }).where(eq(staffSessions.id, sessionId));
      await tx.update(staff).set({ totpLastStep: step, totpConfirmedAt }).where(eq(staff.id, member.id));
      if (confirmEnrolment) {
        await tx
          .insert(auditLog)
          .values(
            auditEntry(
              { operatorId: member.operatorId, action: 'staff.totp_enrolled', target: `staff:${member.id}` },
              signingIn(member),
            ),
          );
      }
    });
    // The answer's member is the one just written: enrolled, when this confirmed the enrolment.
    return signedIn({ ...member, totpLastStep: step, totpConfirmedAt }, client);
  }

  async function me(actor: StaffActor, member: StaffRecord, expiresAt: Date): Promise<StaffMe> {
    const [operator] = member.operatorId
      ? await db.select({ id: operators.id, name: operators.name }).from(operators).where(eq(operators.id, member.operatorId))
      : [];
    const siteRows = await db
      .select({
        id: sites.id,
        name: sites.name,
        currency: sites.currency,
        language: sites.language,
        domain: sql<string>`min(${siteDomains.domain})`,
      })
      .from(sites)
      .leftJoin(siteDomains, eq(siteDomains.siteId, sites.id))
      .where(actor.siteIds === 'all' ? undefined : inArray(sites.id, actor.siteIds.length ? [...actor.siteIds] : [-1]))
      .groupBy(sites.id)
      .orderBy(asc(sites.id));
    return {
      id: member.id,
      username: member.username,
      display_name: member.displayName,
      role: member.role,
      operator: operator ?? null,
      sites: siteRows.map((row) => ({ ...row, domain: row.domain ?? '' })),
      permissions: PERMISSION_NAMES.filter((permission) => roleHas(member.role, permission)),
      password_must_change: member.passwordMustChange,
      totp_enabled: member.totpConfirmedAt !== null,
      session_expires_at: expiresAt.toISOString(),
    };
  }

  return {
    me,
    actorOf,
    siteIdsOf,

    async signIn(username: string, password: string, client: ClientInfo): Promise<SignInAnswer> {
      await limits.consume('staffSignInPerIp', client.ip);
      const [member] = await db.select().from(staff).where(sql`lower(${staff.username}) = ${username}`).limit(1);
      if (!member) {
        noSuchStaffHash ??= hashPassword(newToken(), deps.passwordLogN);
        await verifyPassword(password, await noSuchStaffHash);
        fail('invalidCredentials');
      }
      ensureNotLocked(member);
      if (!(await verifyPassword(password, member.passwordHash)) || member.status !== 'active') {
        return countFailure(member, 'staff.sign_in_failed');
      }
      if (member.totpConfirmedAt) {
        const session = await openSession(member, 'challenge', client);
        return { stage: 'totp', token: session.token, expiresAt: session.expiresAt, enrolment: null };
      }
      if (!roleNeedsTotp(member.role)) return signedIn(member, client);
      // A new secret on every enrolling sign-in: one that leaked from an abandoned attempt is never confirmed.
      const secret = new Secret({ size: 20 }).base32;
      await db
        .update(staff)
        .set({ totpSecret: seal(deps.serverSecret, TOTP_PURPOSE, secret), totpLastStep: 0 })
        .where(eq(staff.id, member.id));
      const session = await openSession(member, 'challenge', client);
      return {
        stage: 'enrol',
        token: session.token,
        expiresAt: session.expiresAt,
        enrolment: { secret, otpauth_uri: totpOf(member, secret).toString() },
      };
    },

    async verifyTotp(token: string, code: string, client: ClientInfo, enrolling: boolean): Promise<SignInAnswer> {
      await limits.consume('staffSignInPerIp', client.ip);
      const { session, member } = await challenge(token);
      // An enrolment confirms a secret not yet confirmed; a sign-in code checks a confirmed one.
      if (enrolling === (member.totpConfirmedAt !== null)) fail('sessionExpired');
      const step = acceptedStep(member, code);
      if (step === null) return countFailure(member, 'staff.totp_failed');
      return finishChallenge(session.id, member, step, client, enrolling);
    },

    /**
     * The member behind a session token, or sessionExpired; also refreshes its idle timer, unless
     * `keepIdle` (a live stream checking its session is still open is not the member at work).
     */
    async authenticateSession(token: string, options: { keepIdle?: boolean } = {}): Promise<SessionAuth> {
      const [row] = await db
        .select({ session: staffSessions, member: staff })
        .from(staffSessions)
        .innerJoin(staff, eq(staff.id, staffSessions.staffId))
        .where(
          and(eq(staffSessions.tokenHash, sha256(token)), eq(staffSessions.stage, 'active'), isNull(staffSessions.revokedAt)),
        )
        .limit(1);
      const at = now();
      const idleSince = new Date(at.getTime() - STAFF_SESSION.idleMinutes * 60_000);
      if (!row || row.session.expiresAt <= at || row.session.lastSeenAt <= idleSince || row.member.status !== 'active') {
        fail('sessionExpired');
      }
      if (!options.keepIdle && at.getTime() - row.session.lastSeenAt.getTime() >= SEEN_WRITE_MS) {
        await db.update(staffSessions).set({ lastSeenAt: at }).where(eq(staffSessions.id, row.session.id));
      }
      return { actor: await actorOf(row.member, row.session.id), member: row.member, expiresAt: row.session.expiresAt };
    },

    /** The actor of an API key, or permissionDenied for an unknown or revoked key. */
    async authenticateKey(key: string): Promise<StaffActor> {
      const [row] = await db
        .select()
        .from(apiKeys)
        .where(and(eq(apiKeys.keyHash, sha256(key)), isNull(apiKeys.revokedAt)))
        .limit(1);
      if (!row) fail('permissionDenied');
      const at = now();
      if (!row.lastUsedAt || at.getTime() - row.lastUsedAt.getTime() >= SEEN_WRITE_MS) {
        await db.update(apiKeys).set({ lastUsedAt: at }).where(eq(apiKeys.id, row.id));
      }
      return {
        kind: 'api_key',
        id: row.id,
        name: `key:${row.name}`,
        role: row.role,
        operatorId: row.operatorId,
        siteIds: await siteIdsOf({ operatorId: row.operatorId, siteIds: null }),
        sessionId: null,
      };
    },

    async signOut(sessionId: number): Promise<void> {
      await db
        .update(staffSessions)
        .set({ revokedAt: now() })
        .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
    },

    /** Ends every session of a member (sign out everywhere, a reset, a disabled account), but `keep`. */
    async endSessions(staffId: number, keep?: number): Promise<void> {
      await db
        .update(staffSessions)
        .set({ revokedAt: now() })
        .where(
          and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt), keep ? ne(staffSessions.id, keep) : undefined),
        );
    },

    async sessions(actor: StaffActor) {
      const rows = await db
        .select()
        .from(staffSessions)
        .where(
          and(
            eq(staffSessions.staffId, actor.id),
            eq(staffSessions.stage, 'active'),
            isNull(staffSessions.revokedAt),
            gt(staffSessions.expiresAt, now()),
            gt(staffSessions.lastSeenAt, new Date(now().getTime() - STAFF_SESSION.idleMinutes * 60_000)),
          ),
        )
        .orderBy(asc(staffSessions.createdAt));
      return rows.map((row) => ({
        id: row.id,
        ip: row.ip,
        user_agent: row.userAgent,
        created_at: row.createdAt.toISOString(),
        last_seen_at: row.lastSeenAt.toISOString(),
        expires_at: row.expiresAt.toISOString(),
        current: row.id === actor.sessionId,
      }));
    },

    async revokeSession(actor: StaffActor, sessionId: number): Promise<void> {
      const ended = await db
        .update(staffSessions)
        .set({ revokedAt: now() })
        .where(and(eq(staffSessions.id, sessionId), eq(staffSessions.staffId, actor.id), isNull(staffSessions.revokedAt)))
        .returning({ id: staffSessions.id });
      if (ended.length === 0) fail('sessionNotFound');
    },

    /** A new password chosen by its member, or set for them by an owner or admin (must change at next sign-in). */
    async newPasswordHash(password: string, username: string, field: string): Promise<string> {
      const weakness = fields.passwordWeakness(password, username);
      if (weakness) failField(field, weakness);
      if (isCommonPassword(password)) failField(field, 'commonPassword');
      return hashPassword(password, deps.passwordLogN);
    },

    async changePassword(actor: StaffActor, member: StaffRecord, current: string, next: string): Promise<void> {
      if (!(await verifyPassword(current, member.passwordHash))) fail('invalidCredentials');
      if (current === next) failField('new_password', 'samePassword');
      const passwordHash = await this.newPasswordHash(next, member.username, 'new_password');
      await db.transaction(async (tx) => {
        await tx.update(staff).set({ passwordHash, passwordMustChange: false }).where(eq(staff.id, member.id));
        await tx.insert(auditLog).values(auditEntry({ action: 'staff.change_password', target: `staff:${member.id}` }));
      });
      await this.endSessions(member.id, actor.sessionId ?? undefined);
    },
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
