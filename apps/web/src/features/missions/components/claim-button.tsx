import { useTranslation } from 'react-i18next';
import { useClaimGuard, wasAlreadyClaimed } from '@/shared/api/claim-guard';
import { failureOf } from '@/shared/api/client';
import { errorText } from '@/shared/lib/error-text';
import { toast } from '@/shared/ui/toast';
import { useClaimMission } from '../api/claim-mission';
import type { Mission } from '../api/get-missions';

/**
 * The claim of a complete mission: "Claim reward" until it is paid, then a disabled "Claimed"; a
 * claim the server had already paid (another tab) reads as claimed too. Any other refusal is said
 * beside the button, where the player is looking.
 */
export function ClaimButton({ mission, reward }: { mission: Mission; reward: string }) {
  const { t } = useTranslation(['pages', 'errors']);
  const claim = useClaimMission();
  const guard = useClaimGuard();
  if (mission.claimed || wasAlreadyClaimed(claim.error)) {
    return (
      <button type="button" className="button mission-claim" disabled>
        {t('mission.claimed')}
      </button>
    );
  }
  const onClaim = () =>
    guard(() => claim.mutateAsync(mission.mission_id, { onSuccess: () => toast.success(t('mission.claimSuccess', { reward })) }));
  // The server's refusal key says why; anything else is unexpected and reads as the generic error.
  const refusal = failureOf(claim.error)?.message;
  return (
    <div className="mission-claim-row">
      <button type="button" className="button button-primary mission-claim" onClick={onClaim} disabled={claim.isPending}>
        {claim.isPending ? t('mission.claiming') : t('mission.claim')}
      </button>
      {claim.isError ? (
        <p className="mission-claim-error" role="alert">
          {errorText(refusal, t)}
        </p>
      ) : null}
    </div>
  );
}
