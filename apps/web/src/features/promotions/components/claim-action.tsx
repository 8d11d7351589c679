import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/config/routes';
import { useClaimGuard, wasAlreadyClaimed } from '@/shared/api/claim-guard';
import { failureOf } from '@/shared/api/client';
import { errorText } from '@/shared/lib/error-text';
import { formatMoney } from '@/shared/lib/money';
import { useSiteStore } from '@/shared/session/site-store';
import { useUserStore } from '@/shared/session/user-store';
import { toast } from '@/shared/ui/toast';
import { type ClaimOutcome, useClaimPromotion } from '../api/claim-promotion';
import { useMyPromotions } from '../api/get-my-promotions';
import type { Promotion } from '../api/get-promotions';
import { type ClaimState, claimState } from '../lib/claim-state';

/** What the claim button says for a promotion the player can take now, or null when there is nothing to press. */
function buttonText(
  promotion: Promotion,
  state: ClaimState,
  money: (amount: number) => string,
  t: TFunction<'pages'>,
): string | null {
  if (state.kind === 'cashback') {
    return state.due && !state.due.claimed && state.due.amount > 0
      ? t('promotions.action.claimCashback', { amount: money(state.due.amount) })
      : null;
  }
  if (state.kind !== 'offered') return null;
  if (promotion.rules.kind === 'event_tokens') return t('promotions.action.claimTokens', { tokens: promotion.rules.tokens });
  return t('promotions.action.optIn');
}

/** Where the player stands, when there is no button to press. */
function stateText(state: ClaimState, t: TFunction<'pages'>): string | null {
  switch (state.kind) {
    case 'optedIn':
      return t('promotions.action.optedIn');
    case 'bonusActive':
      return t('promotions.action.bonusActive');
    case 'taken':
      return t('promotions.action.taken');
    case 'cashback':
      if (state.due?.claimed) return t('promotions.action.cashbackClaimed');
      return state.due && state.due.amount > 0 ? null : t('promotions.action.noCashback');
    case 'offered':
      return null;
  }
}

/** What a claim the server had already paid says: the cashback of the period, or the promotion, is the player's. */
function takenText(state: ClaimState, t: TFunction<'pages'>): string {
  return state.kind === 'cashback' ? t('promotions.action.cashbackClaimed') : t('promotions.action.taken');
}

/** The opt-in or claim of a logged-in player, by the promotion's kind and the player's claims. */
function PlayerClaim({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation(['pages', 'errors']);
  const currency = useSiteStore((state) => state.site?.currency ?? '');
  const mine = useMyPromotions();
  const claim = useClaimPromotion();
  const guard = useClaimGuard();
  const money = (amount: number) => formatMoney(amount, currency, { showZero: true });

  // Until the player's claims are in, nothing says whether there is anything to take.
  if (!mine.data) return null;
  const state = claimState(promotion, mine.data);
  // Taken in another tab: it reads as taken while the player's claims reload, not as an error.
  const alreadyTaken = wasAlreadyClaimed(claim.error);
  const label = alreadyTaken ? null : buttonText(promotion, state, money, t);
  const status = alreadyTaken ? takenText(state, t) : stateText(state, t);

  function claimed(outcome: ClaimOutcome) {
    const { value } = outcome;
    if (value.status === 'opted_in') toast.success(t('promotions.action.optedInToast', { title: value.title }));
    else if (value.kind === 'event_tokens') toast.success(t('promotions.action.tokensPaid', { tokens: value.amount }));
    else toast.success(t('promotions.action.cashbackPaid', { amount: money(value.amount) }));
  }

  return (
    <div className="promotion-action">
      {status ? <p className="promotion-action-state">{status}</p> : null}
      {label ? (
        <button
          type="button"
          className="button button-primary"
          disabled={claim.isPending}
          onClick={() => guard(() => claim.mutateAsync(promotion.promotion_id, { onSuccess: claimed }))}
        >
          {claim.isPending ? t('promotions.action.claiming') : label}
        </button>
      ) : null}
      {claim.isError && !alreadyTaken ? (
        <p role="alert" className="promotion-error">
          {errorText(failureOf(claim.error)?.message, t)}
        </p>
      ) : null}
    </div>
  );
}

/**
 * How a promotion is taken. Deposit bonuses, cashback and VIP-level tokens are claimed by the
 * player; first-deposit tokens are credited by the event itself; the referral reward is earned by
 * inviting friends.
 */
export function ClaimAction({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation('pages');
  const loggedIn = useUserStore((state) => state.isAuthenticated);
  if (promotion.rules.kind === 'referral') {
    return (
      <Link to={PATHS.referral} className="button">
        {t('promotions.action.invite')}
      </Link>
    );
  }
  if (!promotion.claimable) return <p className="promotion-action-state">{t('promotions.action.automatic')}</p>;
  if (!loggedIn) {
    return (
      <Link to={PATHS.login} className="button button-primary">
        {t('promotions.action.logIn')}
      </Link>
    );
  }
  return <PlayerClaim promotion={promotion} />;
}
