import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/config/routes';
import { type ReturnPath, returnState } from '../lib/return-path';

/** Instead of a form that needs a bank account: the way to add one, and back here afterwards. */
export function NoBankAccount({ message, returnTo }: { message: string; returnTo: ReturnPath }) {
  const { t } = useTranslation('pages');
  return (
    <div className="card wallet-prompt">
      <p>{message}</p>
      <Link to={PATHS.addBank} state={returnState(returnTo)} className="button button-primary">
        {t('addBank.title')}
      </Link>
    </div>
  );
}
