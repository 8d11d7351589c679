import { LanguageSwitcher } from '@/shared/i18n/language-switcher';

/** Where every layout puts the language picker, so its placement is styled once per layout. */
export function LanguageSlot({ className = '' }: { className?: string }) {
  return (
    <div className={`language-slot ${className}`}>
      <LanguageSwitcher />
    </div>
  );
}
