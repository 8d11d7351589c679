import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '@/shared/lib/dates';
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
  return (reward: { reward_type: InboxItem['reward_type'] | ClaimedReward['reward_type']; reward_amount: number }) =>
    reward.reward_type === 'cash'
      ? formatMoney(reward.reward_amount, currency, { showZero: true })
      : t('inbox.tokens', { amount: formatTokens(reward.reward_amount, { showZero: true }) });
}

/** One message: its title opens the body (and marks it read); a reward shows its amount and state. */
export function InboxEntry({ item, expanded, onToggle }: InboxEntryProps) {
  const { t } = useTranslation('pages');
  const claim = useClaimInboxItem();
  const rewardText = useRewardText();
  const state = rewardState(item);
  const bodyId = `inbox-body-${item.inbox_id}`;

  const onClaim = () =>
    claim.mutate(item.inbox_id, {
      onSuccess: (reward) => toast.success(t('inbox.claimedToast', { reward: rewardText(reward) })),
    });

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
