import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { players, type TacPurpose, tacCodes } from '../../db/schema/index.js';
import { hmac, newTacCode, safeEqual } from '../../lib/crypto.js';
import { fail } from '../../lib/failure.js';
import type { RateLimits } from '../../lib/rate-limits.js';
import type { PlayerRow } from './sessions.js';
import type { SmsSender } from './sms.js';

export const TAC_TTL_SECONDS = 300;
export const TAC_RESEND_SECONDS = 60;
export const TAC_MAX_ATTEMPTS = 5;

const TEXTS: Record<TacPurpose, string> = {
  register: 'registration',
  login: 'login',
  reset: 'password reset',
};

export function createTacService(db: Db, sms: SmsSender, secret: string, limits: RateLimits) {
  const digest = (tacId: number, code: string) => hmac(secret, `${tacId}:${code}`);

  return {
    /**
     * Issues a new code (the previous one of the same purpose dies) unless one was sent too recently.
     * A code counts against its phone's hourly limit only once the resend wait has passed, so tapping
     * "resend" early, or an attacker doing so, does not use up the phone's codes. The signup's own
     * code is left out: signups are limited per phone themselves.
     */
    async issue(
      player: PlayerRow,
      purpose: TacPurpose,
      { signup = false }: { signup?: boolean } = {},
    ): Promise<{ expires_in: number; resend_in: number }> {
      const code = newTacCode();
      const tacId = await db.transaction(async (tx) => {
        // The player's row lock makes the wait check and the new code one step: of requests that
        // arrive together, the first issues the code and the others then see it and wait.
        await tx.select({ id: players.id }).from(players).where(eq(players.id, player.id)).for('update');
        const [last] = await tx
          .select({ createdAt: tacCodes.createdAt })
          .from(tacCodes)
          .where(and(eq(tacCodes.playerId, player.id), eq(tacCodes.purpose, purpose)))
          .orderBy(desc(tacCodes.createdAt))
          .limit(1);
        const waited = last ? (Date.now() - last.createdAt.getTime()) / 1000 : Number.POSITIVE_INFINITY;
        if (waited < TAC_RESEND_SECONDS) fail('tooManyRequests', { retry_after: Math.ceil(TAC_RESEND_SECONDS - waited) });
        if (!signup) await limits.consume('tacSendPerPhone', `${player.siteId}:${player.contactPhone}`);
        await tx
          .update(tacCodes)
          .set({ consumedAt: sql`now()` })
          .where(and(eq(tacCodes.playerId, player.id), eq(tacCodes.purpose, purpose), isNull(tacCodes.consumedAt)));
        const [row] = await tx
          .insert(tacCodes)
          .values({ playerId: player.id, purpose, codeHash: 'pending', expiresAt: new Date(Date.now() + TAC_TTL_SECONDS * 1000) })
          .returning({ id: tacCodes.id });
        await tx
          .update(tacCodes)
          .set({ codeHash: digest(row!.id, code) })
          .where(eq(tacCodes.id, row!.id));
        return row!.id;
      });
      try {
        await sms.send({
          siteId: player.siteId,
          accountId: player.accountId,
          phone: player.contactPhone,
          body: `Your ${TEXTS[purpose]} code is ${code}. It expires in ${TAC_TTL_SECONDS / 60} minutes.`,
        });
      } catch (error) {
        // An undelivered code must not hold the resend throttle: the player can ask again at once.
        await db.delete(tacCodes).where(eq(tacCodes.id, tacId));
        throw error;
      }
      return { expires_in: TAC_TTL_SECONDS, resend_in: TAC_RESEND_SECONDS };
    },

    /**
     * Checks and consumes the newest code. The try is counted before the comparison, atomically,
     * so parallel guesses cannot exceed the limit; after the fifth wrong try the code is dead.
     */
    async verify(player: PlayerRow, purpose: TacPurpose, code: string): Promise<void> {
      const [current] = await db
        .select()
        .from(tacCodes)
        .where(and(eq(tacCodes.playerId, player.id), eq(tacCodes.purpose, purpose)))
        .orderBy(desc(tacCodes.createdAt))
        .limit(1);
      if (!current || current.consumedAt) fail('invalidTac');
      if (current.expiresAt.getTime() <= Date.now()) fail('tacExpired');
      const [counted] = await db
        .update(tacCodes)
        .set({ attempts: sql`${tacCodes.attempts} + 1` })
        .where(and(eq(tacCodes.id, current.id), lt(tacCodes.attempts, TAC_MAX_ATTEMPTS), isNull(tacCodes.consumedAt)))
        .returning({ attempts: tacCodes.attempts });
      if (!counted) fail(current.attempts >= TAC_MAX_ATTEMPTS ? 'tacLocked' : 'invalidTac');
      if (!safeEqual(digest(current.id, code), current.codeHash)) fail('invalidTac');
      const [consumed] = await db
        .update(tacCodes)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(tacCodes.id, current.id), isNull(tacCodes.consumedAt)))
        .returning({ id: tacCodes.id });
      if (!consumed) fail('invalidTac');
    },
  };
}

export type TacService = ReturnType<typeof createTacService>;
