import { useTranslation } from 'react-i18next';
import { useClaimGuard, wasAlreadyClaimed } from '@/shared/api/claim-guard';
import { failureOf } from '@/shared/api/client';
import { errorText } from '@/shared/lib/error-text';
import { useSiteStore } from '@/shared/session/site-store';
import { useClaimRewards } from '../api/claim-rewards';
import { prizeText } from '../lib/prize-text';

/**
 * Claims the game's pending prizes and says what was collected, or why nothing was. Prizes another
 * tab collected first read as collected, not as an error.
 */
export function ClaimRewardsButton({ gameId, pending }: { gameId: number; pending: number }) {
  const { t } = useTranslation(['pages', 'errors']);
  const currency = useSiteStore((state) => state.site?.currency ?? '');
  const claim = useClaimRewards();
  const guard = useClaimGuard();
  const alreadyCollected = wasAlreadyClaimed(claim.error);
  const collected = claim.data?.settled
    .filter((play) => play.prize.type !== 'none')
    .map((play) => prizeText(play.prize, currency, t));

  return (
    <div className="minigame-claim">
      <button
        type="button"
        className="button button-accent"
        disabled={pending === 0 || claim.isPending}
        onClick={() => guard(() => claim.mutateAsync(gameId))}
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
      {alreadyCollected ? (
        <p role="status" className="minigame-claim-result">
          {t('minigame.claim.alreadyCollected')}
        </p>
      ) : claim.isError ? (
        <p role="alert" className="inline-error">
          {errorText(failureOf(claim.error)?.message, t)}
        </p>
      ) : null}
    </div>
  );
}
