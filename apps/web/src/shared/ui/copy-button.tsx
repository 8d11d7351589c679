import { useTranslation } from 'react-i18next';
import { toast } from '@/shared/ui/toast';

/** A function that copies a text to the clipboard and tells the player whether it worked. */
export function useCopyToClipboard(): (text: string) => Promise<void> {
  const { t } = useTranslation('ui');
  return async (text) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('copied'));
    } catch {
      // Clipboard access needs a secure context and the player's permission; say so instead of failing silently.
      toast.error(t('copyFailed'));
    }
  };
}

/** A "Copy" button; `label` names what it copies for assistive technology ("Copy referral code"). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('ui');
  const copy = useCopyToClipboard();
  return (
    <button type="button" className="button" onClick={() => void copy(text)} aria-label={label}>
      {t('copy')}
    </button>
  );
}
