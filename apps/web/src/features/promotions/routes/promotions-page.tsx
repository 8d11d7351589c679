import '../promotions.css';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PATHS } from '@/config/routes';
import { useUserStore } from '@/shared/session/user-store';
import { SectionState } from '@/shared/ui/section-state';
import { usePromotions } from '../api/get-promotions';
import { MyPromotions } from '../components/my-promotions';
import { PromotionCard } from '../components/promotion-card';
import { PromotionDetail } from '../components/promotion-detail';

/** The promotion asked for by ?id=, when it is a promotion id at all. */
function promotionIdOf(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

function PromotionList() {
  const { t } = useTranslation(['pages', 'ui']);
  const promotions = usePromotions();
  if (promotions.isPending) {
    return (
      <p className="promotion-state" role="status">
        {t('ui:loading')}
      </p>
    );
  }
  if (promotions.isError) {
    return <SectionState kind="error" message={t('promotions.loadError')} onRetry={() => void promotions.refetch()} />;
  }
  if (promotions.data.length === 0) return <SectionState kind="empty" message={t('promotions.empty')} />;
  return (
    <ul className="promotion-list">
      {promotions.data.map((promotion) => (
        <PromotionCard key={promotion.promotion_id} promotion={promotion} />
      ))}
    </ul>
  );
}

/**
 * /promotions: the site's promotions, or one of them with its full terms at /promotions?id=<id>
 * (routes take no parameters, and a query keeps the detail linkable); a logged-in player takes
 * them here and follows their bonuses' wagering under "My promotions".
 */
export default function PromotionsPage() {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  const promotionId = promotionIdOf(params.get('id'));
  const loggedIn = useUserStore((state) => state.isAuthenticated);

  return (
    <section className="page promotions-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('promotions.title')}</h1>
      {promotionId === null ? (
        <>
          <p className="promotions-intro">{t('promotions.intro')}</p>
          <PromotionList />
        </>
      ) : (
        <PromotionDetail promotionId={promotionId} />
      )}
      {loggedIn ? (
        <MyPromotions />
      ) : (
        <p className="promotions-guest">
          {t('promotions.guest')} <Link to={PATHS.login}>{t('promotions.action.logIn')}</Link>
        </p>
      )}
    </section>
  );
}
