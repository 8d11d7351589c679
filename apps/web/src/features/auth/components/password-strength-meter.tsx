import { useTranslation } from 'react-i18next';
import { type PasswordStrength, passwordStrength } from '../lib/password-strength';

const LEVELS: Record<PasswordStrength, number> = { tooShort: 0, weak: 1, fair: 2, good: 3, strong: 4 };

/** A four-step bar and its word; the words carry the meaning, the colours only repeat it. */
export function PasswordStrengthMeter({ password, accountId }: { password: string; accountId?: string }) {
  const { t } = useTranslation('ui');
  const strength = passwordStrength(password, accountId);
  if (!strength) return null;
  return (
    <span className="password-strength" data-strength={strength}>
      <span className="password-strength-bar" aria-hidden="true">
        {[1, 2, 3, 4].map((step) => (
          <span key={step} className={step <= LEVELS[strength] ? 'filled' : undefined} />
        ))}
      </span>
      <span className="password-strength-text">{t('auth.strength.label', { level: t(`auth.strength.${strength}`) })}</span>
    </span>
  );
}
