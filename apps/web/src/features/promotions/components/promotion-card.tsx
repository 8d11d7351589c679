import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/config/routes';
import { useSiteStore } from '@/shared/session/site-store';
import { LazyImage } from '@/shared/ui/lazy-image';
import type { Promotion } from '../api/get-promotions';
import { rulesText } from '../lib/rules-text';
import { ClaimAction } from './claim-action';
import { KindBadge } from './kind-badge';
import { PromotionPeriod } from './promotion-period';

/** A promotion in the list: its image, title, kind, period and short terms, a link to its details and how to take it. */
export function PromotionCard({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation('pages');
  const currency = useSiteStore((state) => state.site?.currency ?? '');
  const titleId = `promotion-${promotion.promotion_id}-title`;
  return (
    <li className="card promotion-card">
      <article aria-labelledby={titleId}>
        {promotion.image ? <LazyImage className="promotion-image" src={promotion.image} alt="" /> : null}
        <div className="promotion-body">
          <KindBadge kind={promotion.kind} />
          <h2 id={titleId} className="promotion-title">
            {promotion.title}
          </h2>
          <PromotionPeriod promotion={promotion} />
          <p className="promotion-summary">{rulesText(promotion.rules, currency, t)}</p>
          <div className="promotion-actions">
            <Link
              to={`${PATHS.promotions}?id=${promotion.promotion_id}`}
              className="button button-ghost"
              aria-label={t('promotions.detailsOf', { title: promotion.title })}
            >
              {t('promotions.details')}
            </Link>
            <ClaimAction promotion={promotion} />
          </div>
        </div>
      </article>
    </li>
  );
}
