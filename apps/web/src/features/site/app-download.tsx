import type { Site } from '@wl/contract/lite';
import { useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mark, markedEver } from '@/shared/lib/visitor-marks';
import { useSiteStore } from '@/shared/session/site-store';
import { useModalStore } from '@/shared/stores/modal-store';
import { Modal } from '@/shared/ui/modal';
import { useModalTexts } from './api/get-modal-texts';
import './site-chrome.css';
import './download-bar.css';

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

/** The app download modal ('appDownload'): the operator's texts (else the app's) and the store links of the site. */
export function AppDownloadModal() {
  const { t } = useTranslation('ui');
  const site = useSiteStore((state) => state.site);
  const texts = useModalTexts('app_download');
  const links = storeLinks(site);
  return (
    <Modal id="appDownload" title={texts.title ?? t('appDownloadTitle')}>
      <p className="modal-text">{texts.body ?? t('appDownloadText', { site: site?.site_name ?? '' })}</p>
      <StoreButtons links={links} />
    </Modal>
  );
}

/**
 * Keeps --download-bar-offset at the bar's real height, which wraps to more lines in some
 * languages and widths: the bottom tab bar and the other floating parts sit on top of it, and the
 * page's end stays clear of it, so it never covers navigation or content (decision 0181).
 */
function useBarOffset(bar: HTMLElement | null): void {
  useLayoutEffect(() => {
    if (!bar) return;
    const root = document.documentElement;
    const apply = () => root.style.setProperty('--download-bar-offset', `${bar.offsetHeight}px`);
    apply();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(apply);
    observer?.observe(bar);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('--download-bar-offset');
    };
  }, [bar]);
}

/**
 * The dismissible app download bar (show_download_bar): fixed to the bottom of the screen, below
 * the bottom tab bar, which moves up by its height; its button opens the app download modal. A
 * dismissal is remembered in this browser for the site.
 */
export function AppDownloadBar() {
  const { t } = useTranslation('ui');
  const site = useSiteStore((state) => state.site);
  const externalId = site?.external_id ?? '';
  const [dismissedHere, setDismissedHere] = useState(false);
  const [bar, setBar] = useState<HTMLElement | null>(null);
  useBarOffset(bar);
  if (!site?.show_download_bar || dismissedHere || markedEver('downloadBar', externalId) || !hasStoreLink(storeLinks(site))) {
    return null;
  }
  const dismiss = () => {
    mark('downloadBar', externalId);
    setDismissedHere(true);
  };
  return (
    <aside ref={setBar} className="download-bar" aria-label={t('appDownloadTitle')}>
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
