import type { auth as authCalls, LoginResponse } from '@wl/contract';
import { and, eq, sql } from 'drizzle-orm';
import { type CountryCode, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { auditLog, players, wallets } from '../../db/schema/index.js';
import { hashPassword, verifyPassword } from '../../lib/crypto.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppFailure, fail, failField } from '../../lib/failure.js';
import type { RateLimits } from '../../lib/rate-limits.js';
import type { ProtectionService } from '../protection/service.js';
import type { SiteRow } from '../site/service.js';
import { isCommonPassword } from './passwords.js';
import type { PlayerRow, SessionRow, SessionService } from './sessions.js';
import type { TacService } from './tac.js';

export interface ClientInfo {
  ip: string;
  userAgent: string;
}

type Body<T extends z.ZodType> = z.output<T>;

const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newReferralCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (byte) => REFERRAL_ALPHABET[byte % REFERRAL_ALPHABET.length]).join('');
}

export function createAuthService(deps: {
  db: Db;
  sessions: SessionService;
  tac: TacService;
  protection: ProtectionService;
  limits: RateLimits;
  passwordLogN: number;
}) {
  const { db, sessions, tac, protection, limits } = deps;
  // Unknown accounts still cost one hash, so timing does not tell which accounts exist.
  const decoyHash = hashPassword('decoy-password-for-timing', deps.passwordLogN);

  async function findPlayer(site: SiteRow, accountId: string): Promise<PlayerRow | undefined> {
    const [player] = await db
      .select()
      .from(players)
      .where(and(eq(players.siteId, site.id), eq(players.accountId, accountId)));
    return player;
  }

  /** A valid number of the site's country (same calling code), in E.164; undefined otherwise. */
  function sitePhone(site: SiteRow, phone: string): string | undefined {
    const country = site.country as CountryCode;
    const parsed = parsePhoneNumberFromString(phone, country);
    if (!parsed?.isValid() || parsed.countryCallingCode !== getCountryCallingCode(country)) return undefined;
    return parsed.number;
  }

  function normalisePhone(site: SiteRow, phone: string): string {
    return sitePhone(site, phone) ?? failField('contact_phone', 'invalidPhone');
  }

  function checkNewPassword(password: string, field: 'password' | 'new_password'): void {
    if (isCommonPassword(password)) failField(field, 'commonPassword');
  }

  /** An inactive or expired site still answers startup (so the client can say so) but takes no signups or logins. */
  function ensureSiteOpen(site: SiteRow): void {
    if (site.status !== 'active' || (site.expiredDate && site.expiredDate.getTime() <= Date.now())) fail('siteInactive');
  }

  /** Account status first, then a self-exclusion or time-out the player chose (with its end). */
  async function ensureCanLogIn(player: PlayerRow): Promise<void> {
    if (player.status === 'pending') fail('accountNotVerified');
    if (player.status === 'blocked') fail('accountBlocked');
    if (player.status === 'closed') fail('accountClosed');
    await protection.ensureMayLogIn(player);
  }

  /**
   * The account's failure limit is spent before the hash, atomically, so however many guesses
   * arrive at once (on any instance) at most its points are checked per window. The right password
   * resets the count, as docs/security.md says; a check the server was too busy to make gives its
   * point back. Answers invalidCredentials for a wrong password.
   */
  async function checkPassword(accountKey: string, password: string, stored: string): Promise<void> {
    await limits.consume('loginFailuresPerAccount', accountKey);
    let valid: boolean;
    try {
      valid = await verifyPassword(password, stored);
    } catch (error) {
      if (error instanceof AppFailure && error.key === 'serverBusy') await limits.giveBack('loginFailuresPerAccount', accountKey);
      throw error;
    }
    if (!valid) fail('invalidCredentials');
    await limits.reset('loginFailuresPerAccount', accountKey);
  }

  async function startSession(player: PlayerRow, client: ClientInfo): Promise<Omit<LoginResponse, 'statusCode'>> {
    await db
      .update(players)
      .set({ previousLoginAt: sql`${players.lastLoginAt}`, lastLoginAt: sql`now()` })
      .where(eq(players.id, player.id));
    const token = await sessions.create(player, client);
    // Checked again once the session exists: a time-out or self-exclusion that committed meanwhile
    // shows here, or else its ending of every session runs after this one was written.
    await protection.ensureMayLogIn(player).catch(async (refusal: unknown) => {
      await sessions.revokeAll(player.id);
      throw refusal;
    });
    return {
      token,
      user: {
        account_id: player.accountId,
        full_name: player.fullName,
        contact_email: player.contactEmail,
        session_token: token,
      },
      fullname: player.fullName,
      email: player.contactEmail,
      previous_login_at: player.lastLoginAt ? player.lastLoginAt.toISOString() : null,
    };
  }

  return {
    async signup(site: SiteRow, body: Body<typeof authCalls.signupRequest>, client: ClientInfo) {
      ensureSiteOpen(site);
      await limits.consume('signupPerIp', `${site.id}:${client.ip}`);
      checkNewPassword(body.password, 'password');
      const phone = normalisePhone(site, body.contact_phone);
      await limits.consume('signupPerPhone', `${site.id}:${phone}`);
      if (await findPlayer(site, body.account_id)) fail('accountExists');

      const passwordHash = await hashPassword(body.password, deps.passwordLogN);
      const attribution = Object.fromEntries(
        (['ch', 'cm', 'pp', 'affiliate_code', 'fbp', 'appsflyer_id', 'visitor_id'] as const)
          .filter((key) => body[key])
          .map((key) => [key, body[key]]),
      );
      let player: PlayerRow | undefined;
      for (let attempt = 0; !player; attempt++) {
        try {
          player = await db.transaction(async (tx) => {
            const [created] = await tx
              .insert(players)
              .values({
                siteId: site.id,
                accountId: body.account_id,
                passwordHash,
                contactPhone: phone,
                contactEmail: body.contact_email,
                referralCode: newReferralCode(),
                referrerCode: body.referrer_code.toUpperCase(),
                attribution,
              })
              .returning();
            await tx.insert(wallets).values({ playerId: created!.id, siteId: site.id });
            return created!;
          });
        } catch (error) {
          if (isUniqueViolation(error, 'players_site_account')) fail('accountExists');
          if (!isUniqueViolation(error, 'players_site_referral') || attempt >= 3) throw error;
        }
      }
      return { message: 'tacSent' as const, ...(await tac.issue(player, 'register', { signup: true })) };
    },

    async requestRegisterTac(site: SiteRow, accountId: string, client: ClientInfo) {
      ensureSiteOpen(site);
      await limits.consume('tacSendPerIp', `${site.id}:${client.ip}`);
      const player = await findPlayer(site, accountId);
      if (!player) fail('accountNotFound');
      if (player.status !== 'pending') fail('accountAlreadyVerified');
      return { message: 'tacSent' as const, ...(await tac.issue(player, 'register')) };
    },

    async verifyRegistration(site: SiteRow, accountId: string, code: string, client: ClientInfo) {
      ensureSiteOpen(site);
      await limits.consume('tacVerifyPerAccount', `${site.id}:${accountId}`);
      const player = await findPlayer(site, accountId);
      if (!player) fail('invalidTac');
      if (player.status !== 'pending') fail('accountAlreadyVerified');
      await tac.verify(player, 'register', code);
      const [active] = await db
        .update(players)
        .set({ status: 'active', verifiedAt: sql`now()` })
        .where(and(eq(players.id, player.id), eq(players.status, 'pending')))
        .returning();
      if (!active) fail('accountAlreadyVerified');
      return startSession(active, client);
    },

    async login(site: SiteRow, accountId: string, password: string, client: ClientInfo) {
      ensureSiteOpen(site);
      await limits.consume('loginPerIp', `${site.id}:${client.ip}`);
      const player = await findPlayer(site, accountId);
      await checkPassword(`${site.id}:${accountId}`, password, player?.passwordHash ?? (await decoyHash));
      if (!player) fail('invalidCredentials');
      await ensureCanLogIn(player);
      return startSession(player, client);
    },

    /** Sends a login code to an active account; unknown accounts get the same answer and no code. */
    async requestLoginTac(site: SiteRow, accountId: string, client: ClientInfo) {
      ensureSiteOpen(site);
      await limits.consume('tacSendPerIp', `${site.id}:${client.ip}`);
      const player = await findPlayer(site, accountId);
      if (player?.status === 'active') {
        return { message: 'tacSent' as const, ...(await tac.issue(player, 'login')) };
      }
      return { message: 'tacSent' as const, expires_in: 300, resend_in: 60 };
    },

    async loginWithTac(site: SiteRow, accountId: string, code: string, client: ClientInfo) {
      ensureSiteOpen(site);
      await limits.consume('tacVerifyPerAccount', `${site.id}:${accountId}`);
      const player = await findPlayer(site, accountId);
      if (!player) fail('invalidTac');
      await tac.verify(player, 'login', code);
      await ensureCanLogIn(player);
      return startSession(player, client);
    },

    /** Same answer whether or not the account and phone match, so accounts cannot be discovered. */
    async forgotPassword(site: SiteRow, accountId: string, phone: string, client: ClientInfo) {
      ensureSiteOpen(site);
      await limits.consume('tacSendPerIp', `${site.id}:${client.ip}`);
      const player = await findPlayer(site, accountId);
      if (player?.status === 'active' && sitePhone(site, phone) === player.contactPhone) {
        try {
          await tac.issue(player, 'reset');
        } catch (error) {
          if (!(error instanceof AppFailure)) throw error;
        }
      }
      return { message: 'resetCodeSentIfMatch' as const, expires_in: 300 };
    },

    async resetPassword(site: SiteRow, accountId: string, code: string, newPassword: string) {
      ensureSiteOpen(site);
      await limits.consume('tacVerifyPerAccount', `${site.id}:${accountId}`);
      const player = await findPlayer(site, accountId);
      if (!player) fail('invalidTac');
      checkNewPassword(newPassword, 'new_password');
      await tac.verify(player, 'reset', code);
      await db.transaction(async (tx) => {
        await tx
          .update(players)
          .set({ passwordHash: await hashPassword(newPassword, deps.passwordLogN) })
          .where(eq(players.id, player.id));
        await tx
          .insert(auditLog)
          .values({ siteId: site.id, actor: `player:${player.id}`, action: 'password.reset', target: `player:${player.id}` });
      });
      await sessions.revokeAll(player.id);
      return { message: 'passwordReset' as const };
    },

    async updatePassword(player: PlayerRow, session: SessionRow, current: string, next: string) {
      await checkPassword(`${player.siteId}:${player.accountId}`, current, player.passwordHash);
      if (current === next) failField('new_password', 'samePassword');
      if (isCommonPassword(next)) failField('new_password', 'commonPassword');
      await db
        .update(players)
        .set({ passwordHash: await hashPassword(next, deps.passwordLogN) })
        .where(eq(players.id, player.id));
      await sessions.revokeAll(player.id, session.id);
      return { message: 'passwordUpdated' as const };
    },

    async logout(player: PlayerRow, session: SessionRow, everywhere: boolean) {
      const ended = everywhere ? await sessions.revokeAll(player.id) : await sessions.revoke(session.id);
      return { sessions_ended: ended };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
