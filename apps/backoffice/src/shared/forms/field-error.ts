import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isFailureKey, isValidationKey } from '@/shared/i18n';

/** A field's message key as text: a rule's (validation) or a failure's the form put on the field. */
export function useFieldErrorText(): (error: FieldError | undefined) => string | undefined {
  const { t } = useTranslation(['ui', 'errors', 'validation']);
  return (error) => {
    const key = error?.message;
    if (!key) return undefined;
    if (isValidationKey(key)) return t(`validation:${key}`);
    if (isFailureKey(key)) return t(`errors:${key}`);
    return t('validation:invalid');
  };
}
