import { useTranslation } from 'react-i18next';
import { formatDateTime, timeAgo } from '@/shared/lib/dates';
import type { LiveSession } from '../api/get-sessions';
import { describeUserAgent } from '../lib/user-agent';

/** One live session: which device and browser, from where, and when it was last used. */
export function SessionEntry({ session }: { session: LiveSession }) {
  const { t, i18n } = useTranslation('pages');
  const device = describeUserAgent(session.user_agent);
  const browser = device.browser ?? t('security.unknownBrowser');
  const system = device.system ?? t('security.unknownSystem');
  return (
    <li className={`account-session${session.current ? ' is-current' : ''}`} aria-current={session.current ? 'true' : undefined}>
      <span className={`account-session-icon account-session-${device.kind}`} aria-hidden="true" />
      <div className="account-session-body">
        <p className="account-session-title">
          <strong>{t('security.browserOn', { browser, system })}</strong>
          {session.current ? <span className="account-badge">{t('security.thisDevice')}</span> : null}
        </p>
        <dl className="account-session-facts">
          <div>
            <dt>{t('security.device')}</dt>
            <dd>{t(`security.kind.${device.kind}`)}</dd>
          </div>
          <div>
            <dt>{t('security.address')}</dt>
            <dd>{session.ip || t('security.unknownAddress')}</dd>
          </div>
          <div>
            <dt>{t('security.lastActive')}</dt>
            <dd>
              <time dateTime={session.last_seen_at} title={formatDateTime(session.last_seen_at)}>
                {timeAgo(session.last_seen_at, i18n.language)}
              </time>
            </dd>
          </div>
          <div>
            <dt>{t('security.signedIn')}</dt>
            <dd>
              <time dateTime={session.created_at}>{formatDateTime(session.created_at)}</time>
            </dd>
          </div>
        </dl>
      </div>
    </li>
  );
}
