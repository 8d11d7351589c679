import '../protection.css';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '@/config/routes';
import { formatMoney } from '@/shared/lib/money';
import { logOut } from '@/shared/session/log-out';
import { useSiteStore } from '@/shared/session/site-store';
import { usePlayerId, useUserStore } from '@/shared/session/user-store';
import { useModalStore } from '@/shared/stores/modal-store';
import { Modal } from '@/shared/ui/modal';
import { type SessionSummary, sessionSummaryQueryOptions, useSessionSummary } from '../api/get-session-summary';
import { formatDuration } from '../lib/format';
import { forgetOpenCheck, nextCheckAt, openCheckOf, rememberOpenCheck } from '../lib/reality-check-schedule';

/**
 * The reality check: at the player's interval since login, a modal with the time played and the
 * net result of the session, to continue (until the next interval) or log out. One timer at a
 * time, none while the check is open, so checks never pile up.
 */
export function RealityCheck() {
  const { t, i18n } = useTranslation('pages');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const accountId = usePlayerId();
  const session = useUserStore((state) => state.token);
  const currency = useSiteStore((state) => state.site?.currency ?? '');
  const summary = useSessionSummary();
  const isOpen = useModalStore((state) => state.stack.includes('realityCheck'));
  const [shown, setShown] = useState<SessionSummary | null>(null);
  /** the due time of the last check shown (or skipped), so the next one comes an interval later */
  const [lastDueAt, setLastDueAt] = useState<number | null>(null);
  const wasOpen = useRef(false);

  /** The figures are read when the check falls due, so they are the session's up to now. */
  const showCheck = useCallback(
    async (dueAt: number) => {
      const fresh = await queryClient
        .fetchQuery({ ...sessionSummaryQueryOptions(accountId, session), staleTime: 0 })
        .catch(() => null);
      setLastDueAt(dueAt);
      if (!fresh || fresh.reality_check_minutes === null || !useUserStore.getState().isAuthenticated) {
        // Skipped (unreadable, switched off or logged out): the next one comes an interval later.
        forgetOpenCheck();
        return;
      }
      rememberOpenCheck({ session: fresh.session_started_at, dueAt });
      setShown(fresh);
      useModalStore.getState().open('realityCheck');
    },
    [queryClient, accountId, session],
  );

  // However the check closes (continue, close button, Escape, logout), it has been answered.
  useEffect(() => {
    if (wasOpen.current && !isOpen) forgetOpenCheck();
    wasOpen.current = isOpen;
  }, [isOpen]);

  useEffect(() => {
    if (isOpen && !accountId) useModalStore.getState().close();
  }, [isOpen, accountId]);

  const data = summary.data;
  useEffect(() => {
    if (!data || isOpen || !accountId) return;
    // A check left open when the page reloaded is due at once.
    const dueAt = openCheckOf(data.session_started_at)?.dueAt ?? nextCheckAt(data, lastDueAt, Date.now());
    if (dueAt === null) return;
    const timer = window.setTimeout(() => void showCheck(dueAt), Math.max(0, dueAt - Date.now()));
    return () => window.clearTimeout(timer);
  }, [data, isOpen, accountId, lastDueAt, showCheck]);

  if (!shown || !accountId) return null;

  const money = (amount: number) => formatMoney(amount, currency, { showZero: true });
  const logOutNow = () => {
    useModalStore.getState().close();
    void logOut();
    void navigate(PATHS.home);
  };

  return (
    <Modal id="realityCheck" title={t('protection.realityCheck.modalTitle')}>
      <p>{t('protection.realityCheck.played', { duration: formatDuration(shown.minutes_played, i18n.language) })}</p>
      <dl className="protection-figures">
        <div>
          <dt>{t('protection.realityCheck.bets')}</dt>
          <dd>{money(shown.total_bets)}</dd>
        </div>
        <div>
          <dt>{t('protection.realityCheck.wins')}</dt>
          <dd>{money(shown.total_wins)}</dd>
        </div>
        <div>
          <dt>{t('protection.realityCheck.net')}</dt>
          <dd>{money(shown.net_result)}</dd>
        </div>
      </dl>
      <div className="modal-actions">
        <button type="button" className="button button-primary" onClick={() => useModalStore.getState().close()}>
          {t('protection.realityCheck.continue')}
        </button>
        <button type="button" className="button" onClick={logOutNow}>
          {t('protection.realityCheck.logOut')}
        </button>
      </div>
    </Modal>
  );
}
