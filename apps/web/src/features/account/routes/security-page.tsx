import '../account.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { PATHS } from '@/config/routes';
import { logOut } from '@/shared/session/log-out';
import { showDialog } from '@/shared/ui/dialog';
import { QueryState } from '@/shared/ui/query-state';
import { toast } from '@/shared/ui/toast';
import { useSessions } from '../api/get-sessions';
import { AccountCard } from '../components/account-card';
import { SessionEntry } from '../components/session-entry';

/** /security: the player's live sessions and a way to end them all. */
export default function SecurityPage() {
  const { t } = useTranslation('pages');
  const sessions = useSessions();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [loggingOut, setLoggingOut] = useState(false);

  async function logOutEverywhere() {
    const answer = await showDialog({
      icon: 'warning',
      title: t('security.confirmTitle'),
      text: t('security.confirmText'),
      showCancelButton: true,
      confirmButtonText: t('security.logOutEverywhere'),
      cancelButtonText: t('security.cancel'),
      focusCancel: true,
    });
    if (!answer.isConfirmed) return;
    setLoggingOut(true);
    await logOut({ everywhere: true });
    toast.success(t('security.loggedOutEverywhere'));
    // Entering this guarded page again as a visitor lets the route guard pick the template's
    // login surface (the /login page, or home with the login modal), and brings the player back here.
    void navigate(pathname, { replace: true });
  }

  return (
    <section className="page account-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('security.title')}</h1>
      <p className="account-intro">{t('security.intro')}</p>
      <div className="account-grid">
        <AccountCard title={t('security.sessions')} className="account-sessions-card">
          {sessions.isSuccess ? (
            sessions.data.length > 0 ? (
              <ul className="account-sessions">
                {sessions.data.map((session) => (
                  <SessionEntry key={`${session.created_at}-${session.ip}-${session.user_agent}`} session={session} />
                ))}
              </ul>
            ) : (
              <p className="muted">{t('security.noSessions')}</p>
            )
          ) : (
            <QueryState query={sessions} errorMessage={t('account.loadError')} loadingLook="box" errorLook="box" />
          )}
        </AccountCard>
        <AccountCard title={t('security.protect')}>
          <p>{t('security.protectText')}</p>
          <div className="account-form-actions">
            <button type="button" className="button button-primary" onClick={logOutEverywhere} disabled={loggingOut}>
              {t('security.logOutEverywhere')}
            </button>
            <Link to={PATHS.changePassword} className="button">
              {t('changePassword.title')}
            </Link>
          </div>
        </AccountCard>
      </div>
    </section>
  );
}
