import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '@/shared/api/client';
import { readStored, writeStored } from '@/shared/lib/storage';
import { useUserStore } from '@/shared/session/user-store';
import './site-chrome.css';
import { PATHS } from '@/config/routes';

/** Closing the icon hides it for the rest of the browser session. */
export const REWARDS_DISMISSED_KEY = 'wl.rewards-icon-dismissed';

/** The floating rewards icon: logged-in players only, and only while the site's gamify status is true (spec-coverage S2.11). */
export function RewardsIcon() {
  const { t } = useTranslation('ui');
  const isAuthenticated = useUserStore((state) => state.isAuthenticated);
  const accountId = useUserStore((state) => state.user?.account_id ?? '');
  const [dismissed, setDismissed] = useState(() => readStored('session', REWARDS_DISMISSED_KEY) === '1');
  const { data: gamify } = useQuery({
    queryKey: ['miniGameGamify', accountId],
    enabled: isAuthenticated && !dismissed,
    queryFn: () =>
      // An ambient icon should not raise error dialogs; it simply stays hidden.
      call('miniGameGamify', {}).then(
        (answer) => answer.value[0]?.status === true,
        () => false,
      ),
  });

  if (!isAuthenticated || dismissed || !gamify) return null;
  const dismiss = () => {
    writeStored('session', REWARDS_DISMISSED_KEY, '1');
    setDismissed(true);
  };
  return (
    <div className="floating-rewards">
      <a className="floating-button rewards-link" href={PATHS.minigame} target="_blank" rel="noopener">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path
            fill="currentColor"
            d="M20 7h-2.2A3 3 0 0 0 12 3.8 3 3 0 0 0 6.2 7H4a1 1 0 0 0-1 1v3a1 1 0 0 0 1 1h1v8a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-8h1a1 1 0 0 0 1-1V8a1 1 0 0 0-1-1zM9 5a1 1 0 0 1 1 1v1H9a1 1 0 0 1 0-2zm4 1a1 1 0 1 1 1 1h-1zm-2 14H7v-8h4zm0-10H5V9h6zm6 10h-4v-8h4zm2-10h-6V9h6z"
          />
        </svg>
        <span>{t('rewards')}</span>
      </a>
      <button type="button" className="floating-close" aria-label={t('hideRewards')} onClick={dismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
