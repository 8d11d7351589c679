import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/lib/dates';
import type { Promotion } from '../api/get-promotions';

/** When a promotion runs: from its start, to its end when it has one. */
export function PromotionPeriod({ promotion }: { promotion: Pick<Promotion, 'starts_at' | 'ends_at'> }) {
  const { t } = useTranslation('pages');
  const start = <time dateTime={promotion.starts_at}>{formatDate(promotion.starts_at)}</time>;
  return (
    <p className="promotion-period">
      {promotion.ends_at ? (
        <>
          {start} – <time dateTime={promotion.ends_at}>{formatDate(promotion.ends_at)}</time>
        </>
      ) : (
        <>
          {t('promotions.since')} {start}
        </>
      )}
    </p>
  );
}
