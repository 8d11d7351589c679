import type { Site } from '@wl/contract/lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readStored, writeStored } from '@/shared/lib/storage';
import { useSiteStore } from '@/shared/session/site-store';
import { useModalStore } from '@/shared/stores/modal-store';
import { Modal } from '@/shared/ui/modal';
import './site-chrome.css';

export const DOWNLOAD_BAR_DISMISSED_KEY = 'wl.download-bar-dismissed';

export interface StoreLinks {
  android: string | null;
  ios: string | null;
}

const httpsUrl = (value: string): string | null => {
  try {
    return new URL(value).protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
};

/** android_sub and ios_sub are the store pages of the site's apps; only https links are offered. */
export function storeLinks(site: Pick<Site, 'android_sub' | 'ios_sub'> | null): StoreLinks {
  return { android: httpsUrl(site?.android_sub ?? ''), ios: httpsUrl(site?.ios_sub ?? '') };
}

export const hasStoreLink = (links: StoreLinks) => Boolean(links.android || links.ios);

function StoreButtons({ links }: { links: StoreLinks }) {
  const { t } = useTranslation('ui');
  return (
    <div className="store-buttons">
      {links.android && (
        <a className="button store-button" href={links.android} target="_blank" rel="noopener noreferrer">
          {t('getOnGooglePlay')}
        </a>
      )}
      {links.ios && (
        <a className="button store-button" href={links.ios} target="_blank" rel="noopener noreferrer">
          {t('downloadOnAppStore')}
        </a>
      )}
    </div>
  );
}

/** The app download modal ('appDownload'): the store links of the site. */
export function AppDownloadModal() {
  const { t } = useTranslation('ui');
  const site = useSiteStore((state) => state.site);
  const links = storeLinks(site);
  return (
    <Modal id="appDownload" title={t('appDownloadTitle')}>
      <p>{t('appDownloadText', { site: site?.site_name ?? '' })}</p>
      <StoreButtons links={links} />
    </Modal>
  );
}

/**
 * The dismissible app download bar (show_download_bar): fixed to the bottom of the screen, where
 * it does not cover the header and navigation; its button opens the app download modal. A
 * dismissal is remembered on this device.
 */
export function AppDownloadBar() {
  const { t } = useTranslation('ui');
  const site = useSiteStore((state) => state.site);
  const [dismissed, setDismissed] = useState(() => readStored('local', DOWNLOAD_BAR_DISMISSED_KEY) === '1');
  if (!site?.show_download_bar || dismissed || !hasStoreLink(storeLinks(site))) return null;
  const dismiss = () => {
    writeStored('local', DOWNLOAD_BAR_DISMISSED_KEY, '1');
    setDismissed(true);
  };
  return (
    <aside className="download-bar" aria-label={t('appDownloadTitle')}>
      {site.logo2 && <img className="download-bar-logo" src={site.logo2} alt="" />}
      <p className="download-bar-text">{t('downloadBarText', { site: site.site_name })}</p>
      <button type="button" className="button button-primary" onClick={() => useModalStore.getState().open('appDownload')}>
        {t('downloadApp')}
      </button>
      <button type="button" className="download-bar-close" aria-label={t('dismissDownloadBar')} onClick={dismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
