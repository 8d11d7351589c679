import { useTranslation } from 'react-i18next';
import { useCopyToClipboard } from '@/shared/ui/copy-button';

interface ShareButtonProps {
  url: string;
  /** the message that goes with the link in the chosen app */
  text: string;
  title: string;
}

function canShare(data: ShareData): boolean {
  if (typeof navigator.share !== 'function') return false;
  return typeof navigator.canShare !== 'function' || navigator.canShare(data);
}

/**
 * Opens the device's share sheet (Web Share API) where there is one, mostly on phones; elsewhere
 * the link is copied so the player can paste it where they like.
 */
export function ShareButton({ url, text, title }: ShareButtonProps) {
  const { t } = useTranslation('pages');
  const copy = useCopyToClipboard();
  const share = async () => {
    const data = { url, text, title };
    if (!canShare(data)) return copy(url);
    try {
      await navigator.share(data);
    } catch (error) {
      // The player closing the share sheet is a choice, not a failure; anything else falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      await copy(url);
    }
  };
  return (
    <button type="button" className="button button-primary" onClick={() => void share()}>
      {t('referral.share')}
    </button>
  );
}
