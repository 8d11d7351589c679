import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

/** Copies a text to the clipboard and says whether it worked. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('pages');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('account.copied'));
    } catch {
      // Clipboard access needs a secure context and the player's permission; say so instead of failing silently.
      toast.error(t('account.copyFailed'));
    }
  };
  return (
    <button type="button" className="button account-copy" onClick={copy} aria-label={label}>
      {t('account.copy')}
    </button>
  );
}
