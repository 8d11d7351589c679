import { useTranslation } from 'react-i18next';
import { failureOf } from '@/shared/api/client';
import { formatDate } from '@/shared/lib/dates';
import { errorText } from '@/shared/lib/error-text';
import { formatMoney } from '@/shared/lib/money';
import { useSiteStore } from '@/shared/session/site-store';
import { showDialog } from '@/shared/ui/dialog';
import { ProgressBar } from '@/shared/ui/progress-bar';
import { SectionState } from '@/shared/ui/section-state';
import { toast } from '@/shared/ui/toast';
import { useForfeitBonus } from '../api/forfeit-bonus';
import { type PromotionClaim, useMyPromotions } from '../api/get-my-promotions';
import { wageringPercent } from '../lib/claim-state';
import { KindBadge } from './kind-badge';

/** Gives up the active bonus after the player confirms; the bonus leaves the balance. */
function ForfeitButton({ claim, money }: { claim: PromotionClaim; money: (amount: number) => string }) {
  const { t } = useTranslation(['pages', 'errors']);
  const forfeit = useForfeitBonus();

  async function confirmAndForfeit() {
    const answer = await showDialog({
      icon: 'warning',
      title: t('promotions.mine.forfeitTitle'),
      text: t('promotions.mine.forfeitText', { amount: money(claim.amount) }),
      showCancelButton: true,
      confirmButtonText: t('promotions.mine.forfeit'),
      cancelButtonText: t('promotions.mine.keep'),
      focusCancel: true,
    });
    if (!answer.isConfirmed) return;
    forfeit.mutate(undefined, {
      onSuccess: (outcome) => toast.success(t('promotions.mine.forfeited', { balance: money(outcome.balance) })),
    });
  }

  return (
    <>
      <button type="button" className="button button-ghost" disabled={forfeit.isPending} onClick={confirmAndForfeit}>
        {t('promotions.mine.forfeit')}
      </button>
      {forfeit.isError ? (
        <p role="alert" className="promotion-error">
          {errorText(failureOf(forfeit.error)?.message, t)}
        </p>
      ) : null}
    </>
  );
}

/** What a claim gave: a bonus with its wagering, a cashback, tokens; an opt-in is still waiting for its deposit. */
function ClaimDetail({ claim, money }: { claim: PromotionClaim; money: (amount: number) => string }) {
  const { t } = useTranslation('pages');
  if (claim.kind === 'event_tokens') return <p>{t('promotions.mine.tokens', { tokens: claim.amount })}</p>;
  if (claim.kind !== 'deposit_bonus') return <p>{t('promotions.mine.paid', { amount: money(claim.amount) })}</p>;
  if (claim.status === 'opted_in') return <p>{t('promotions.mine.waiting')}</p>;
  const wagering = claim.status === 'active' || claim.status === 'completed';
  return (
    <>
      <p>{t('promotions.mine.bonus', { amount: money(claim.amount), deposit: money(claim.deposit_amount) })}</p>
      {wagering ? (
        <ProgressBar
          label={t('promotions.mine.wagering')}
          percent={wageringPercent(claim)}
          detail={t('promotions.mine.wageringDetail', {
            done: money(claim.wagering_done),
            required: money(claim.wagering_required),
          })}
        />
      ) : null}
      {claim.status === 'active' && claim.expires_at ? (
        <p className="promotion-claim-meta">
          {t('promotions.mine.expires')} <time dateTime={claim.expires_at}>{formatDate(claim.expires_at)}</time>
        </p>
      ) : null}
      {claim.status === 'active' ? <ForfeitButton claim={claim} money={money} /> : null}
    </>
  );
}

/** The player's promotions, newest first: each claim's status, and the wagering of a bonus. */
export function MyPromotions() {
  const { t } = useTranslation(['pages', 'ui']);
  const currency = useSiteStore((state) => state.site?.currency ?? '');
  const mine = useMyPromotions({ reloadOnVisit: true });
  const money = (amount: number) => formatMoney(amount, currency, { showZero: true });

  return (
    <section className="promotions-mine" aria-labelledby="my-promotions-title" aria-busy={mine.isPending}>
      <h2 id="my-promotions-title">{t('promotions.mine.title')}</h2>
      {mine.isPending ? (
        <p className="promotion-state" role="status">
          {t('ui:loading')}
        </p>
      ) : mine.isError ? (
        <SectionState kind="error" message={t('promotions.mine.loadError')} onRetry={() => void mine.refetch()} />
      ) : mine.data.value.length === 0 ? (
        <SectionState kind="empty" message={t('promotions.mine.empty')} />
      ) : (
        <ul className="promotion-claims">
          {mine.data.value.map((claim) => (
            <li key={`${claim.promotion_id}-${claim.period_key}`} className="card promotion-claim">
              <div className="promotion-claim-head">
                <h3>{claim.title}</h3>
                <KindBadge kind={claim.kind} />
                <span className={`promotion-status promotion-status-${claim.status}`}>
                  {t(`promotions.mine.status.${claim.status}`)}
                </span>
              </div>
              <p className="promotion-claim-meta">
                <time dateTime={claim.created_at}>{formatDate(claim.created_at)}</time>
              </p>
              <ClaimDetail claim={claim} money={money} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
