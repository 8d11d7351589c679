import { useTranslation } from 'react-i18next';
import { useFocusFirstField } from '@/shared/forms/focus-first-field';
import { ForgotPasswordFlow } from '../components/forgot-password-flow';

/** /forgot-password (guest only: the route's guard sends a logged-in player home). */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('pages');
  const formRef = useFocusFirstField<HTMLDivElement>();
  return (
    <section className="page page-forgot-password" aria-labelledby="forgot-password-title">
      <div ref={formRef} className="card auth-card">
        <h1 id="forgot-password-title">{t('forgotPassword.title')}</h1>
        <ForgotPasswordFlow />
      </div>
    </section>
  );
}
