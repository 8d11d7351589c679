import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '@/shared/forms/contract-form';

interface RequestFormEndProps {
  /** the last try may have reached the server: say that sending again makes no second request */
  unsent: boolean;
  submitLabel: string;
  /** a refusal the form explains itself, shown above the submit button */
  children?: ReactNode;
}

/** The end of the deposit and withdrawal forms: the "not sent" notice and the submit button. */
export function RequestFormEnd({ unsent, submitLabel, children }: RequestFormEndProps) {
  const { t } = useTranslation('pages');
  return (
    <>
      {unsent ? (
        <p className="wallet-alert" role="alert">
          {t('wallet.unsent')}
        </p>
      ) : null}
      {children}
      <div className="wallet-form-actions">
        <SubmitButton className="button button-primary" label={submitLabel} busyLabel={t('wallet.sending')} />
      </div>
    </>
  );
}
