import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PATHS } from '@/config/routes';
import { useFocusFirstField } from '@/shared/forms/focus-first-field';
import { useUserStore } from '@/shared/session/user-store';
import { LoginForm } from '../components/login-form';

/**
 * /login: the login card. A player who is already logged in is sent home; the check is made once
 * on arrival, because logging in here changes the store before the form has finished its flow.
 */
export default function LoginPage() {
  const { t } = useTranslation('pages');
  const formRef = useFocusFirstField<HTMLDivElement>();
  const [arrivedLoggedIn] = useState(() => useUserStore.getState().isAuthenticated);
  if (arrivedLoggedIn) return <Navigate to={PATHS.home} replace />;
  return (
    <section className="page page-login" aria-labelledby="login-title">
      <div ref={formRef} className="card auth-card">
        <h1 id="login-title">{t('login.title')}</h1>
        <LoginForm destination={PATHS.home} />
      </div>
    </section>
  );
}
