import { useTranslation } from 'react-i18next';
import { useMyPromotions } from '@/features/promotions/api/get-my-promotions';
import { type Promotion, usePromotions } from '@/features/promotions/api/get-promotions';
import { ClaimAction } from '@/features/promotions/components/claim-action';
import { rulesText } from '@/features/promotions/lib/rules-text';
import DepositPage from '@/features/wallet/routes/deposit-page';
import { useSiteStore } from '@/shared/session/site-store';

const isDepositBonus = (promotion: Promotion) => promotion.rules.kind === 'deposit_bonus' && promotion.claimable;

/**
 * The deposit bonuses on offer, each with its terms and its opt-in (the promotions' own claim
 * button, which says where the player stands): the bonus is paid with the next qualifying deposit,
 * so it is chosen here before the deposit is requested (decision 0165). One at a time.
 */
function DepositBonus() {
  const { t } = useTranslation('pages');
  const currency = useSiteStore((state) => state.site?.currency ?? '');
  const promotions = usePromotions();
  const mine = useMyPromotions();
  const offered = (promotions.data ?? []).filter(isDepositBonus);
  if (!promotions.isSuccess) return null;
  // Waiting for its deposit, or already paid and in play: either way this deposit takes no other.
  const chosen = mine.data?.value.some(
    (claim) => claim.kind === 'deposit_bonus' && (claim.status === 'opted_in' || claim.status === 'active'),
  );

  return (
    <section className="card wallet-section" aria-labelledby="wallet-bonus-title">
      <h2 id="wallet-bonus-title" className="wallet-section-title">
        {t('wallet.deposit.bonus.title')}
      </h2>
      {offered.length === 0 ? (
        <p>{t('wallet.deposit.bonus.none')}</p>
      ) : (
        <>
          <p className="wallet-intro">{t('wallet.deposit.bonus.intro')}</p>
          <ul className="wallet-list">
            {offered.map((promotion) => (
              <li key={promotion.promotion_id} className="wallet-entry wallet-bonus-option">
                <div className="wallet-entry-main">
                  <p className="wallet-entry-title">{promotion.title}</p>
                  <p className="wallet-bonus-terms">
                    <span className="visually-hidden">{t('wallet.deposit.bonus.terms')}: </span>
                    {rulesText(promotion.rules, currency, t)}
                  </p>
                </div>
                <div className="wallet-entry-side">
                  <ClaimAction promotion={promotion} />
                </div>
              </li>
            ))}
          </ul>
          {mine.isSuccess && !chosen ? <p className="field-hint">{t('wallet.deposit.bonus.noneChosen')}</p> : null}
        </>
      )}
    </section>
  );
}

/** /deposit: the wallet feature's page, with the promotions feature's deposit bonuses to choose from. */
export default function DepositRoute() {
  return <DepositPage bonusPanel={<DepositBonus />} />;
}
