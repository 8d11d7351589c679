import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PATHS } from '@/config/routes';
import { useFocusFirstField } from '@/shared/forms/focus-first-field';
import { useUserStore } from '@/shared/session/user-store';
import { RegisterForm } from '../components/register-form';

/**
 * /register: the registration card. A player who is already logged in is sent home; the check is
 * made once on arrival, because registering here logs the player in before the flow has finished.
 */
export default function RegisterPage() {
  const { t } = useTranslation('pages');
  const formRef = useFocusFirstField<HTMLDivElement>();
  const [arrivedLoggedIn] = useState(() => useUserStore.getState().isAuthenticated);
  if (arrivedLoggedIn) return <Navigate to={PATHS.home} replace />;
  return (
    <section className="page page-register" aria-labelledby="register-title">
      <div ref={formRef} className="card auth-card">
        <h1 id="register-title">{t('register.title')}</h1>
        <RegisterForm destination={PATHS.home} />
      </div>
    </section>
  );
}
