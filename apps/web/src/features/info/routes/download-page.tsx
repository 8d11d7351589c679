import '../info.css';
import { useTranslation } from 'react-i18next';
import { useSiteStore } from '@/shared/session/site-store';
import { QueryNotice } from '@/shared/ui/query-state';
import { appStoreLinks } from '../lib/store-links';

/** /download: the store pages of the site's apps (android_sub, ios_sub), or a notice that there is none yet. */
export default function DownloadPage() {
  const { t } = useTranslation('pages');
  const site = useSiteStore((state) => state.site);
  const links = appStoreLinks(site);
  const siteName = site?.site_name ?? '';
  return (
    <article className="page info-page download-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('download.title')}</h1>
      {links.android || links.ios ? (
        <section className="card info-card download-card" aria-label={t('download.stores')}>
          <p className="info-lead">{t('download.intro', { site: siteName })}</p>
          <ul className="store-links">
            {links.android ? (
              <li>
                <a className="store-link" data-store="android" href={links.android} target="_blank" rel="noopener noreferrer">
                  <span className="store-link-mark" aria-hidden="true" />
                  <span className="store-link-text">
                    <small>{t('download.androidPrefix')}</small>
                    <strong>{t('download.googlePlay')}</strong>
                  </span>
                  <span className="visually-hidden"> {t('contactUs.newTab')}</span>
                </a>
              </li>
            ) : null}
            {links.ios ? (
              <li>
                <a className="store-link" data-store="ios" href={links.ios} target="_blank" rel="noopener noreferrer">
                  <span className="store-link-mark" aria-hidden="true" />
                  <span className="store-link-text">
                    <small>{t('download.iosPrefix')}</small>
                    <strong>{t('download.appStore')}</strong>
                  </span>
                  <span className="visually-hidden"> {t('contactUs.newTab')}</span>
                </a>
              </li>
            ) : null}
          </ul>
          <p className="muted">{t('download.note')}</p>
        </section>
      ) : (
        <QueryNotice message={t('download.notAvailable', { site: siteName })} announce />
      )}
    </article>
  );
}
