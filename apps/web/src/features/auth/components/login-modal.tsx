import { useTranslation } from 'react-i18next';
import { Modal } from '@/shared/ui/modal';
import { closeModal } from '../lib/close-modal';
import { LoginForm } from './login-form';

/** The login modal of the templates that log in without leaving the page (slot2, slot4, sportsbook1). */
export function LoginModal() {
  const { t } = useTranslation('ui');
  const close = () => closeModal('login');
  return (
    <Modal id="login" title={t('login')}>
      <LoginForm onLoggedIn={close} onLeave={close} />
    </Modal>
  );
}
