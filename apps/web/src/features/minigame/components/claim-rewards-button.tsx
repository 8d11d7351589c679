import { useTranslation } from 'react-i18next';
import { failureOf } from '@/shared/api/client';
import { errorText } from '@/shared/lib/error-text';
import { useSiteStore } from '@/shared/session/site-store';
import { useClaimRewards } from '../api/claim-rewards';
import { prizeText } from '../lib/prize-text';

/** Claims the game's pending prizes and says what was collected, or why nothing was. */
export function ClaimRewardsButton({ gameId, pending }: { gameId: number; pending: number }) {
  const { t } = useTranslation(['pages', 'errors']);
  const currency = useSiteStore((state) => state.site?.currency ?? '');
  const claim = useClaimRewards();
  const collected = claim.data?.settled
    .filter((play) => play.prize.type !== 'none')
    .map((play) => prizeText(play.prize, currency, t));

  return (
    <div className="minigame-claim">
      <button
        type="button"
        className="button button-accent"
        disabled={pending === 0 || claim.isPending}
        onClick={() => claim.mutate(gameId)}
      >
        {t('minigame.claim.button', { pending })}
      </button>
      {claim.isSuccess ? (
        <p role="status" className="minigame-claim-result">
          {collected && collected.length > 0
            ? t('minigame.claim.collected', { prizes: collected.join(', ') })
            : t('minigame.claim.nothingWon')}
        </p>
      ) : null}
      {claim.isError ? (
        <p role="alert" className="inline-error">
          {errorText(failureOf(claim.error)?.message, t)}
        </p>
      ) : null}
    </div>
  );
}
