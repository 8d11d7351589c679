import { type Currency, toMajor } from '@wl/contract';
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inboxBroadcasts, inboxItems } from '../../db/schema/index.js';
import { fail } from '../../lib/failure.js';
import type { PlayerRow } from '../auth/sessions.js';
import type { SiteRow } from '../site/service.js';
import { getWallet, moveMoney, moveTokens } from '../wallet/service.js';

type InboxRow = typeof inboxItems.$inferSelect;

const isExpired = (item: InboxRow, now: Date) => item.expiresAt !== null && item.expiresAt <= now;

/** Cash rewards are stored in minor units, token rewards in whole tokens. */
function rewardAmount(item: InboxRow, currency: Currency): number {
  return item.rewardType === 'cash' ? toMajor(item.rewardAmount, currency) : Number(item.rewardAmount);
}

export function createInboxService(db: Db) {
  return {
    /**
     * Listing does not mark anything read: an item is read once it is opened or claimed. A
     * broadcast's item shows its texts in the site's language when the interface is in it and the
     * operator wrote them, in English otherwise.
     */
    async list(site: SiteRow, player: PlayerRow, language = 'EN') {
      const rows = await db
        .select({ item: inboxItems, broadcast: { localTitle: inboxBroadcasts.localTitle, localBody: inboxBroadcasts.localBody } })
        .from(inboxItems)
        .leftJoin(inboxBroadcasts, eq(inboxBroadcasts.id, inboxItems.broadcastId))
        .where(and(eq(inboxItems.playerId, player.id), eq(inboxItems.siteId, site.id)))
        .orderBy(desc(inboxItems.createdAt), desc(inboxItems.id));
      const now = new Date();
      const local = language !== 'EN' && language === site.language;
      const items = rows.map(({ item, broadcast }) => ({
        inbox_id: item.id,
        title: (local && broadcast?.localTitle) || item.title,
        body: (local && broadcast?.localBody) || item.body,
        reward_type: item.rewardType,
        reward_amount: rewardAmount(item, site.currency),
        reward_tokens: Number(item.rewardTokens),
        is_read: item.readAt !== null,
        claimed: item.claimedAt !== null,
        claimable: item.rewardType !== 'none' && item.rewardAmount > 0n && item.claimedAt === null && !isExpired(item, now),
        created_at: item.createdAt.toISOString(),
        expires_at: item.expiresAt ? item.expiresAt.toISOString() : null,
      }));
      return { items, unread: items.filter((item) => !item.is_read).length };
    },

    /** Marks one of the player's items read (idempotent) and answers the unread count left. */
    async markRead(site: SiteRow, player: PlayerRow, inboxId: number) {
      const mine = and(eq(inboxItems.playerId, player.id), eq(inboxItems.siteId, site.id));
      const [item] = await db
        .update(inboxItems)
        .set({ readAt: sql`coalesce(${inboxItems.readAt}, now())` })
        .where(and(eq(inboxItems.id, inboxId), mine))
        .returning({ id: inboxItems.id });
      if (!item) fail('inboxNotFound');
      const [unread] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(inboxItems)
        .where(and(mine, isNull(inboxItems.readAt)));
      return { unread: Number(unread?.count ?? 0) };
    },

    /**
     * Pays an inbox reward once. The checks before the transaction give the precise failure; the
     * conditional UPDATE inside it is what makes concurrent claims pay exactly once.
     */
    async claim(site: SiteRow, player: PlayerRow, inboxId: number) {
      const [item] = await db
        .select()
        .from(inboxItems)
        .where(and(eq(inboxItems.id, inboxId), eq(inboxItems.playerId, player.id), eq(inboxItems.siteId, site.id)));
      if (!item) fail('inboxNotFound');
      if (item.rewardType === 'none' || item.rewardAmount <= 0n) fail('nothingToClaim');
      if (item.claimedAt) fail('alreadyClaimed');
      if (isExpired(item, new Date())) fail('inboxExpired');
      const rewardType = item.rewardType;

      return db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(inboxItems)
          .set({ claimedAt: sql`now()`, readAt: sql`coalesce(${inboxItems.readAt}, now())` })
          .where(
            and(
              eq(inboxItems.id, item.id),
              eq(inboxItems.playerId, player.id),
              isNull(inboxItems.claimedAt),
              or(isNull(inboxItems.expiresAt), gt(inboxItems.expiresAt, sql`now()`)),
            ),
          )
          .returning({ id: inboxItems.id });
        if (!claimed) fail(isExpired(item, new Date()) ? 'inboxExpired' : 'alreadyClaimed');

        if (rewardType === 'cash') {
          await moveMoney(tx, {
            siteId: site.id,
            playerId: player.id,
            kind: 'inbox_reward',
            amount: item.rewardAmount,
            idempotencyKey: `inbox:${item.id}`,
            reference: `inbox:${item.id}`,
          });
        } else {
          await moveTokens(tx, {
            siteId: site.id,
            playerId: player.id,
            kind: 'inbox_reward',
            amount: item.rewardAmount,
            idempotencyKey: `inbox:${item.id}`,
          });
        }
        // the tokens a cash reward comes with (a broadcast's reward may be both)
        if (rewardType === 'cash' && item.rewardTokens > 0n) {
          await moveTokens(tx, {
            siteId: site.id,
            playerId: player.id,
            kind: 'inbox_reward',
            amount: item.rewardTokens,
            idempotencyKey: `inbox:${item.id}`,
          });
        }
        const wallet = await getWallet(tx, player.id);
        return {
          inbox_id: item.id,
          reward_type: rewardType,
          reward_amount: rewardAmount(item, site.currency),
          reward_tokens: rewardType === 'cash' ? Number(item.rewardTokens) : 0,
          game_balance: toMajor(wallet.balance, site.currency),
          token_balance: Number(wallet.tokenBalance),
        };
      });
    },
  };
}

export type InboxService = ReturnType<typeof createInboxService>;
