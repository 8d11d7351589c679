import '../protection.css';
import { useTranslation } from 'react-i18next';
import { useUserStore } from '@/shared/session/user-store';
import { QueryState } from '@/shared/ui/query-state';
import { useProtection } from '../api/get-protection';
import { DepositLimitsCard } from './deposit-limits-card';
import { RealityCheckCard } from './reality-check-card';
import { SelfExclusionCard } from './self-exclusion-card';
import { TimeOutCard } from './time-out-card';

/**
 * The logged-in player's protection tools: deposit limits, reality check, a break (time-out) and
 * self-exclusion (MGA player protection directive, UKGC RTS 12–14). A visitor sees nothing here.
 */
export function ProtectionPanel() {
  const isAuthenticated = useUserStore((state) => state.isAuthenticated);
  return isAuthenticated ? <PlayerProtection /> : null;
}

function PlayerProtection() {
  const { t } = useTranslation(['pages', 'ui']);
  const protection = useProtection();
  return (
    <section className="protection-panel" aria-labelledby="protection-title">
      <h2 id="protection-title">{t('protection.title')}</h2>
      <p className="protection-intro">{t('protection.intro')}</p>
      {protection.isSuccess ? (
        <div className="protection-grid">
          <DepositLimitsCard limits={protection.data.deposit_limits} />
          <RealityCheckCard minutes={protection.data.reality_check_minutes} />
          <TimeOutCard />
          <SelfExclusionCard />
        </div>
      ) : (
        <QueryState query={protection} errorMessage={t('protection.loadError')} loadingLook="line" errorLook="section" />
      )}
    </section>
  );
}
