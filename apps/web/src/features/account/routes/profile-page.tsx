import '../account.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/config/routes';
import { formatDate, formatDateTime } from '@/shared/lib/dates';
import { useVip } from '@/shared/session/get-vip';
import { CopyButton } from '@/shared/ui/copy-button';
import { QueryState } from '@/shared/ui/query-state';
import { type Profile, useProfile } from '../api/get-profile';
import { AccountCard } from '../components/account-card';
import { maskPhone } from '../lib/mask-phone';

/** The name of the player's VIP level: from the site's level table, else the current level's name. */
function useVipName(level: number): string {
  const vip = useVip().data;
  return vip?.levels.find((entry) => entry.level === level)?.vip_name ?? (vip?.nextLevel[0]?.vip_name || String(level));
}

function ProfileDetails({ profile }: { profile: Profile }) {
  const { t } = useTranslation('pages');
  const vipName = useVipName(profile.vip_level);
  const rows: [string, string][] = [
    [t('profile.accountId'), profile.account_id],
    [t('profile.fullName'), profile.full_name || t('profile.notSet')],
    [t('profile.email'), profile.contact_email || t('profile.notSet')],
    [t('profile.phone'), maskPhone(profile.contact_phone) || t('profile.notSet')],
    [t('profile.vipLevel'), vipName],
    [t('profile.memberSince'), formatDate(profile.created_at)],
    [t('profile.previousLogin'), profile.previous_login_at ? formatDateTime(profile.previous_login_at) : t('profile.firstLogin')],
  ];
  return (
    <>
      <AccountCard title={t('profile.details')}>
        <dl className="account-details">
          {rows.map(([term, value]) => (
            <div key={term} className="account-detail">
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </AccountCard>
      {profile.referral_code ? (
        <AccountCard title={t('profile.referralCode')}>
          <p className="account-referral">
            <code className="account-referral-code">{profile.referral_code}</code>
            <CopyButton text={profile.referral_code} label={t('profile.copyReferral')} />
          </p>
          <p className="muted">{t('profile.referralHint')}</p>
        </AccountCard>
      ) : null}
    </>
  );
}

/** /profile: who the player is on this site, with the ways to change it. */
export default function ProfilePage() {
  const { t } = useTranslation('pages');
  const profile = useProfile();
  return (
    <section className="page account-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('profile.title')}</h1>
      <div className="account-grid">
        {profile.isSuccess ? (
          <ProfileDetails profile={profile.data} />
        ) : (
          <QueryState query={profile} errorMessage={t('account.loadError')} loadingLook="box" errorLook="box" />
        )}
        <nav className="card account-card account-actions" aria-label={t('profile.manage')}>
          <h2 className="account-card-title">{t('profile.manage')}</h2>
          <ul className="account-link-list">
            <li>
              <Link to={PATHS.editProfile} className="button button-primary">
                {t('editProfile.title')}
              </Link>
            </li>
            <li>
              <Link to={PATHS.changePassword} className="button">
                {t('changePassword.title')}
              </Link>
            </li>
            <li>
              <Link to={PATHS.security} className="button">
                {t('security.title')}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </section>
  );
}
