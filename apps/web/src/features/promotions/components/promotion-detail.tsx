import '@/shared/ui/rich-text.css';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/config/routes';
import { failureOf } from '@/shared/api/client';
import { errorText } from '@/shared/lib/error-text';
import { sanitizeCms } from '@/shared/lib/sanitize-cms';
import { useSiteStore } from '@/shared/session/site-store';
import { LazyImage } from '@/shared/ui/lazy-image';
import { SectionState } from '@/shared/ui/section-state';
import { usePromotion } from '../api/get-promotion';
import { rulesDetails, rulesText } from '../lib/rules-text';
import { ClaimAction } from './claim-action';
import { KindBadge } from './kind-badge';
import { PromotionPeriod } from './promotion-period';

/** One promotion with its full terms (sanitised again here, whatever the server did) and how to take it. */
export function PromotionDetail({ promotionId }: { promotionId: number }) {
  const { t } = useTranslation(['pages', 'ui', 'errors']);
  const currency = useSiteStore((state) => state.site?.currency ?? '');
  const promotion = usePromotion(promotionId);
  const terms = useMemo(() => (promotion.data ? sanitizeCms(promotion.data.terms) : ''), [promotion.data]);
  const back = (
    <Link to={PATHS.promotions} className="promotion-back">
      {t('promotions.back')}
    </Link>
  );

  if (promotion.isPending) {
    return (
      <p className="promotion-state" role="status">
        {t('ui:loading')}
      </p>
    );
  }
  if (promotion.isError) {
    const failure = failureOf(promotion.error)?.message;
    return (
      <>
        {back}
        {failure === 'promotionNotFound' ? (
          <SectionState kind="empty" message={errorText(failure, t)} />
        ) : (
          <SectionState kind="error" message={t('promotions.loadError')} onRetry={() => void promotion.refetch()} />
        )}
      </>
    );
  }
  const { data } = promotion;
  const details = rulesDetails(data, currency, t);
  return (
    <article className="card promotion-detail" aria-labelledby="promotion-detail-title">
      {back}
      {data.image ? <LazyImage className="promotion-image" src={data.image} alt="" /> : null}
      <KindBadge kind={data.kind} />
      <h2 id="promotion-detail-title" className="promotion-title">
        {data.title}
      </h2>
      <PromotionPeriod promotion={data} />
      <p className="promotion-summary">{rulesText(data.rules, currency, t)}</p>
      {details.length > 0 && (
        <ul className="promotion-rule-details">
          {details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      )}
      <ClaimAction promotion={data} />
      <h3>{t('promotions.terms')}</h3>
      {/* Sanitised by sanitizeCms (DOMPurify with the contract's CMS_HTML allow-list, as the server cleaned it). */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the operator's terms are HTML by design */}
      <div className="promotion-terms rich-text" dangerouslySetInnerHTML={{ __html: terms }} />
    </article>
  );
}
