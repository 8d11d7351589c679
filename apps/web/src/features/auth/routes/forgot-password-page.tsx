import { useTranslation } from 'react-i18next';
import { ForgotPasswordFlow } from '../components/forgot-password-flow';

/** /forgot-password (guest only: the route's guard sends a logged-in player home). */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('pages');
  return (
    <section className="page page-forgot-password" aria-labelledby="forgot-password-title">
      <div className="card auth-card">
        <h1 id="forgot-password-title">{t('forgotPassword.title')}</h1>
        <ForgotPasswordFlow />
      </div>
    </section>
  );
}
