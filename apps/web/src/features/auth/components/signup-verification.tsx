import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { requestSignupTac } from '../api/request-signup-tac';
import { verifySignup } from '../api/verify-signup';
import type { TacSent } from '../lib/tac';
import { TacStep } from './tac-step';

export interface SignupVerificationProps {
  /** the pending account, as the server keeps it */
  accountId: string;
  intro: ReactNode;
  initialSent: TacSent | null;
  /** after tac/verify logged the player in */
  onVerified(): void;
  footer?: ReactNode;
}

/** The registration code step: tac/verify logs the new player in; a new code comes from tac/request_new_register. */
export function SignupVerification({ accountId, intro, initialSent, onVerified, footer }: SignupVerificationProps) {
  const { t } = useTranslation('ui');
  return (
    <TacStep
      intro={intro}
      initialSent={initialSent}
      submitLabel={t('auth.verify')}
      pendingLabel={t('auth.verifying')}
      onSubmit={async (code) => {
        const outcome = await verifySignup(accountId, code);
        if (outcome.status === 'ok') onVerified();
        return outcome;
      }}
      onResend={() => requestSignupTac(accountId)}
      footer={footer}
    />
  );
}
