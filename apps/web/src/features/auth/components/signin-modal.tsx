import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/shared/ui/modal';
import { closeModal } from '../lib/close-modal';
import { LoginForm } from './login-form';
import { Tabs } from './tabs';

// Its own chunk (with the phone rules it loads), fetched when the Register tab first opens.
const RegisterForm = lazy(() => import('./register-form').then((module) => ({ default: module.RegisterForm })));

type SignInTab = 'login' | 'register';

/** The sign-in modal of slot5: Log in and Register as ARIA tabs, both completing inside the modal. */
export function SignInModal() {
  const { t } = useTranslation('ui');
  return (
    <Modal id="signin" title={t('loginOrRegister')}>
      <SignInTabs />
    </Modal>
  );
}

/** Rendered only while the modal is open, so every opening starts on Log in. */
function SignInTabs() {
  const { t } = useTranslation('ui');
  const [tab, setTab] = useState<SignInTab>('login');
  const close = () => closeModal('signin');
  return (
    <Tabs<SignInTab>
      label={t('loginOrRegister')}
      className="signin-tabs"
      items={[
        { key: 'login', label: t('login') },
        { key: 'register', label: t('register') },
      ]}
      selected={tab}
      onSelect={setTab}
    >
      {tab === 'login' ? (
        <LoginForm onLoggedIn={close} onLeave={close} offerRegistration={false} />
      ) : (
        <Suspense fallback={<p className="auth-note">{t('loading')}</p>}>
          <RegisterForm onLoggedIn={close} onLeave={close} offerLogin={false} />
        </Suspense>
      )}
    </Tabs>
  );
}
