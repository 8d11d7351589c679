import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/lib/dates';
import { SectionState } from '@/shared/ui/section-state';
import type { Referee } from '../api/get-referral-info';

/** The friends who signed up with the player's code, newest first, with whether they earned the reward yet. */
export function RefereeList({ referees }: { referees: Referee[] }) {
  const { t } = useTranslation('pages');
  if (referees.length === 0) return <SectionState kind="empty" message={t('referral.noReferees')} />;
  return (
    <div className="referral-table-scroll">
      <table className="referral-table">
        <caption className="visually-hidden">{t('referral.referees')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('referral.friend')}</th>
            <th scope="col">{t('referral.joined')}</th>
            <th scope="col">{t('referral.status')}</th>
          </tr>
        </thead>
        <tbody>
          {referees.map((referee) => (
            <tr key={`${referee.account_id}-${referee.joined_at}`}>
              <td className="referral-friend">{referee.account_id}</td>
              <td>
                <time dateTime={referee.joined_at}>{formatDate(referee.joined_at)}</time>
              </td>
              <td>
                <span className={referee.qualified ? 'referral-badge is-qualified' : 'referral-badge'}>
                  {referee.qualified ? t('referral.qualified') : t('referral.waiting')}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
