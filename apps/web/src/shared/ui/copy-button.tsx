import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/shared/ui/toast';
import './copy-button.css';

/** How long a Copy button reads "Copied" after copying. */
const COPIED_FOR_MS = 2000;

/**
 * The copy of older browsers and of pages the Clipboard API refuses (an insecure context, a
 * permission denied): a selected text area and the copy command.
 */
function copyBySelection(text: string): boolean {
  if (typeof document.execCommand !== 'function') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** A function that copies a text to the clipboard, tells the player whether it worked, and answers it. */
export function useCopyToClipboard(): (text: string) => Promise<boolean> {
  const { t } = useTranslation('ui');
  return async (text) => {
    let copied: boolean;
    try {
      await navigator.clipboard.writeText(text);
      copied = true;
    } catch {
      copied = copyBySelection(text);
    }
    // Neither way worked: say so instead of failing silently.
    if (copied) toast.success(t('copied'));
    else toast.error(t('copyFailed'));
    return copied;
  };
}

/**
 * A "Copy" button that reads "Copied" for a moment once it copied; `label` names what it copies for
 * assistive technology ("Copy referral code").
 */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('ui');
  const copy = useCopyToClipboard();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      className="button copy-button"
      data-copied={copied || undefined}
      onClick={async () => setCopied(await copy(text))}
      aria-label={label}
    >
      {copied ? t('copiedShort') : t('copy')}
    </button>
  );
}
