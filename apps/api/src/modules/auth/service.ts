import { type auth as authCalls, fields, type LoginResponse } from '@wl/contract';
import { and, eq, sql } from 'drizzle-orm';
// The full metadata: the smaller default cannot tell a mobile number from a landline.
import { type CountryCode, getCountryCallingCode, type NumberType, parsePhoneNumberFromString } from 'libphonenumber-js/max';
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
import { TAC_RESEND_SECONDS, TAC_TTL_SECONDS, type TacService } from './tac.js';

export interface ClientInfo {
  ip: string;
  userAgent: string;
}

type Body<T extends z.ZodType> = z.output<T>;

const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * Types of number that can receive a text. undefined: the country's numbering plan does not say
 * which numbers are mobile (libphonenumber then validates by length and prefix alone), and
 * refusing would shut the whole country out.
 */
const TEXTABLE_TYPES = new Set<NumberType>(['MOBILE', 'FIXED_LINE_OR_MOBILE', undefined]);

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

  /**
   * A valid number of the site's country (same calling code), in E.164, and whether it can receive
   * a text; undefined when it is not such a number, however it was written.
   */
  function sitePhone(site: SiteRow, phone: string): { number: string; textable: boolean } | undefined {
    const country = site.country as CountryCode;
    const parsed = parsePhoneNumberFromString(phone, country);
    if (!parsed?.isValid() || parsed.countryCallingCode !== getCountryCallingCode(country)) return undefined;
    return { number: parsed.number, textable: TEXTABLE_TYPES.has(parsed.getType()) };
  }

  /** The signup's phone in E.164: a number of the site's country that can receive the code. */
  function signupPhone(site: SiteRow, phone: string): string {
    const parsed = sitePhone(site, phone) ?? failField('contact_phone', 'invalidPhone');
    if (!parsed.textable) failField('contact_phone', 'notMobileNumber');
    return parsed.number;
  }

  /** A password the player chooses: the contract's context rules (account id, one character), then the common list. */
  function checkNewPassword(password: string, accountId: string, field: 'password' | 'new_password'): void {
    const weakness = fields.passwordWeakness(password, accountId);
    if (weakness) failField(field, weakness);
    if (isCommonPassword(password)) failField(field, 'commonPassword');
  }

  /** The number belongs to an account of the site already, whatever its status (closed and self-excluded too). */
  async function phoneHeld(site: SiteRow, phone: string): Promise<boolean> {
    const [holder] = await db
      .select({ id: players.id })
      .from(players)
      .where(and(eq(players.siteId, site.id), eq(players.contactPhone, phone)))
      .limit(1);
    return holder !== undefined;
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
    // shows here, or else its ending of every session runs after this one was written. Only a
    // refusal ends the sessions; a database fault in the check must not log the player out.
    await protection.ensureMayLogIn(player).catch(async (error: unknown) => {
      if (error instanceof AppFailure) await sessions.revokeAll(player.id);
      throw error;
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
      checkNewPassword(body.password, body.account_id, 'password');
      const phone = signupPhone(site, body.contact_phone);
      await limits.consume('signupPerPhone', `${site.id}:${phone}`);
      if (await findPlayer(site, body.account_id)) fail('accountExists');
      if (await phoneHeld(site, phone)) failField('contact_phone', 'phoneInUse');

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
                ageConfirmedAt: sql`now()`,
                termsAcceptedAt: sql`now()`,
                termsVersion: site.termsVersion,
              })
              .returning();
            await tx.insert(wallets).values({ playerId: created!.id, siteId: site.id });
            return created!;
          });
        } catch (error) {
          if (isUniqueViolation(error, 'players_site_account')) fail('accountExists');
          // Another signup took the number between the check above and this insert.
          if (isUniqueViolation(error, 'players_site_phone')) failField('contact_phone', 'phoneInUse');
          if (!isUniqueViolation(error, 'players_site_referral') || attempt >= 3) throw error;
        }
      }
      return { message: 'tacSent' as const, ...(await tac.issue(player, 'register', { signup: true })) };
    },

    /** Sends a new code to a pending signup; unknown and verified accounts get the same answer and no code. */
    async requestRegisterTac(site: SiteRow, accountId: string, client: ClientInfo) {
      ensureSiteOpen(site);
      await limits.consume('tacSendPerIp', `${site.id}:${client.ip}`);
      const player = await findPlayer(site, accountId);
      if (player?.status === 'pending') {
        return { message: 'tacSent' as const, ...(await tac.issue(player, 'register')) };
      }
      return { message: 'tacSent' as const, expires_in: TAC_TTL_SECONDS, resend_in: TAC_RESEND_SECONDS };
    },

    async verifyRegistration(site: SiteRow, accountId: string, code: string, client: ClientInfo) {
      ensureSiteOpen(site);
      await limits.consume('tacVerifyPerAccount', `${site.id}:${accountId}`);
      const player = await findPlayer(site, accountId);
      // An unknown or already verified account answers as a wrong code would, so it reveals nothing.
      if (player?.status !== 'pending') fail('invalidTac');
      await tac.verify(player, 'register', code);
      const [active] = await db
        .update(players)
        .set({ status: 'active', verifiedAt: sql`now()` })
        .where(and(eq(players.id, player.id), eq(players.status, 'pending')))
        .returning();
      if (!active) fail('invalidTac');
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
      const typed = sitePhone(site, phone);
      // A number that cannot receive a text (an old account's landline) gets no code, and the same answer.
      if (player?.status === 'active' && typed?.textable && typed.number === player.contactPhone) {
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
      checkNewPassword(newPassword, player.accountId, 'new_password');
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
      checkNewPassword(next, player.accountId, 'new_password');
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
