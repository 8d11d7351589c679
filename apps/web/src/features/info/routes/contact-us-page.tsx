import '../info.css';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/shared/ui/query-state';
import { type SocialAccount, useSocialAccounts } from '../api/get-social-accounts';
import { platformLook, safeContactUrl } from '../lib/social-platforms';

function SocialEntry({ account }: { account: SocialAccount }) {
  const { t } = useTranslation('pages');
  const look = platformLook(account.platform);
  const url = safeContactUrl(account.url);
  const content = (
    <>
      <span className="social-badge" data-platform={look.key} aria-hidden="true">
        {look.mark}
      </span>
      <span className="social-text">
        <span className="social-platform">{look.name}</span>
        <span className="social-name">{account.name}</span>
      </span>
    </>
  );
  return (
    <li>
      {url ? (
        <a className="social-link" href={url} target="_blank" rel="noopener noreferrer">
          {content}
          <span className="visually-hidden"> {t('contactUs.newTab')}</span>
        </a>
      ) : (
        <span className="social-link">{content}</span>
      )}
    </li>
  );
}

/** /contact-us: the site's social and messaging channels and when support answers. */
export default function ContactUsPage() {
  const { t } = useTranslation('pages');
  const accounts = useSocialAccounts();
  return (
    <article className="page info-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('contactUs.title')}</h1>
      <p className="info-lead">{t('contactUs.intro')}</p>
      <div className="info-columns">
        <section className="card info-card" aria-labelledby="contact-channels">
          <h2 id="contact-channels">{t('contactUs.channels')}</h2>
          {accounts.isSuccess ? (
            accounts.data.length > 0 ? (
              <ul className="social-list">
                {accounts.data.map((account) => (
                  <SocialEntry key={`${account.platform}-${account.url}`} account={account} />
                ))}
              </ul>
            ) : (
              <p className="muted">{t('contactUs.noChannels')}</p>
            )
          ) : (
            <QueryState query={accounts} errorMessage={t('info.loadError')} loadingLook="box" errorLook="box" />
          )}
        </section>
        <section className="card info-card" aria-labelledby="contact-hours">
          <h2 id="contact-hours">{t('contactUs.hoursTitle')}</h2>
          <p>{t('contactUs.hours')}</p>
          <p className="muted">{t('contactUs.hoursNote')}</p>
        </section>
      </div>
    </article>
  );
}
