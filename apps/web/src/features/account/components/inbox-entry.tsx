import { useTranslation } from 'react-i18next';
import { useClaimGuard, wasAlreadyClaimed } from '@/shared/api/claim-guard';
import { failureOf } from '@/shared/api/client';
import { formatDate, formatDateTime } from '@/shared/lib/dates';
import { errorText } from '@/shared/lib/error-text';
import { formatMoney, formatTokens } from '@/shared/lib/money';
import { useSiteStore } from '@/shared/session/site-store';
import { toast } from '@/shared/ui/toast';
import { type ClaimedReward, useClaimInboxItem } from '../api/claim-inbox-item';
import type { InboxItem } from '../api/get-inbox';
import { rewardState } from '../lib/inbox-status';

interface InboxEntryProps {
  item: InboxItem;
  expanded: boolean;
  onToggle: () => void;
}

function useRewardText() {
  const { t } = useTranslation('pages');
  const currency = useSiteStore((state) => state.site?.currency ?? '');
  const tokens = (amount: number) => t('inbox.tokens', { amount: formatTokens(amount, { showZero: true }) });
  // a broadcast's reward may be money and tokens together
  return (reward: {
    reward_type: InboxItem['reward_type'] | ClaimedReward['reward_type'];
    reward_amount: number;
    reward_tokens: number;
  }) =>
    reward.reward_type === 'cash'
      ? reward.reward_tokens > 0
        ? t('inbox.cashAndTokens', {
            cash: formatMoney(reward.reward_amount, currency, { showZero: true }),
            tokens: tokens(reward.reward_tokens),
          })
        : formatMoney(reward.reward_amount, currency, { showZero: true })
      : tokens(reward.reward_amount);
}

/** One message: its title opens the body (and marks it read); a reward shows its amount and state. */
export function InboxEntry({ item, expanded, onToggle }: InboxEntryProps) {
  const { t } = useTranslation(['pages', 'errors']);
  const claim = useClaimInboxItem();
  const guard = useClaimGuard();
  const rewardText = useRewardText();
  // Claimed in another tab: the reward is the player's, so the item reads claimed before the inbox reloads.
  const state = wasAlreadyClaimed(claim.error) ? 'claimed' : rewardState(item);
  const bodyId = `inbox-body-${item.inbox_id}`;

  const onClaim = () =>
    guard(() =>
      claim.mutateAsync(item.inbox_id, {
        onSuccess: (reward) => toast.success(t('inbox.claimedToast', { reward: rewardText(reward) })),
      }),
    );

  return (
    <li className={`inbox-item${item.is_read ? '' : ' is-unread'}`}>
      <h2 className="inbox-item-heading">
        <button type="button" className="inbox-item-toggle" aria-expanded={expanded} aria-controls={bodyId} onClick={onToggle}>
          {item.is_read ? null : (
            <span className="inbox-unread-dot">
              <span className="visually-hidden">{t('inbox.new')}</span>
            </span>
          )}
          <span className="inbox-item-title">{item.title}</span>
          <time className="inbox-item-date" dateTime={item.created_at}>
            {formatDate(item.created_at)}
          </time>
        </button>
      </h2>
      {state === 'none' ? null : (
        <div className="inbox-reward">
          <span className="inbox-reward-amount">{t('inbox.reward', { reward: rewardText(item) })}</span>
          {state === 'claimable' ? (
            <button type="button" className="button button-primary" onClick={onClaim} disabled={claim.isPending}>
              {claim.isPending ? t('inbox.claiming') : t('inbox.claim')}
            </button>
          ) : state === 'claimed' ? (
            <button type="button" className="button" disabled>
              {t('inbox.claimed')}
            </button>
          ) : (
            <span className="account-badge account-badge-muted">{t('inbox.expired')}</span>
          )}
        </div>
      )}
      {claim.isError && state !== 'claimed' ? (
        <p className="inline-error" role="alert">
          {errorText(failureOf(claim.error)?.message, t)}
        </p>
      ) : null}
      {claim.data ? (
        <p className="inbox-claimed-note" role="status">
          {t('inbox.claimedNote', { reward: rewardText(claim.data) })}
        </p>
      ) : null}
      <div id={bodyId} className="inbox-item-body" hidden={!expanded}>
        <p>{item.body}</p>
        {item.expires_at && state === 'claimable' ? (
          <p className="muted">{t('inbox.expires', { date: formatDateTime(item.expires_at) })}</p>
        ) : null}
      </div>
    </li>
  );
}
