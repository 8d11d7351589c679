import '../referral.css';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/lib/money';
import { useSiteStore } from '@/shared/session/site-store';
import { CopyButton } from '@/shared/ui/copy-button';
import { QueryState } from '@/shared/ui/query-state';
import { type ReferralInfo, useReferralInfo } from '../api/get-referral-info';
import { RefereeList } from '../components/referee-list';
import { ShareButton } from '../components/share-button';

/** The site's reward rule in words; a site that runs no referral promotion still lets players invite friends. */
function RewardRule({ reward }: { reward: ReferralInfo['reward'] }) {
  const { t } = useTranslation('pages');
  const currency = useSiteStore((state) => state.site?.currency ?? '');
  if (!reward) return <p className="referral-rule">{t('referral.noReward')}</p>;
  const money = (amount: number) => formatMoney(amount, currency, { showZero: true });
  return (
    <p className="referral-rule">
      {reward.min_deposit > 0
        ? t('referral.rewardRule', { reward: money(reward.reward), minDeposit: money(reward.min_deposit) })
        : t('referral.rewardRuleAnyDeposit', { reward: money(reward.reward) })}
    </p>
  );
}

function ReferralDetails({ info }: { info: ReferralInfo }) {
  const { t } = useTranslation('pages');
  const currency = useSiteStore((state) => state.site?.currency ?? '');
  const siteName = useSiteStore((state) => state.site?.site_name ?? '');
  // The server gives the path; the link players share points at the site they are on.
  const link = new URL(info.referral_path, window.location.origin).href;
  const qualified = info.referees.filter((referee) => referee.qualified).length;
  return (
    <div className="referral-grid">
      <section className="card referral-card" aria-labelledby="referral-invite">
        <h2 id="referral-invite">{t('referral.invite')}</h2>
        <RewardRule reward={info.reward} />
        <dl className="referral-fields">
          <div className="referral-field">
            <dt>{t('referral.code')}</dt>
            <dd>
              <code className="referral-code">{info.referral_code}</code>
              <CopyButton text={info.referral_code} label={t('referral.copyCode')} />
            </dd>
          </div>
          <div className="referral-field">
            <dt>{t('referral.link')}</dt>
            <dd>
              <code className="referral-link">{link}</code>
              <CopyButton text={link} label={t('referral.copyLink')} />
              <ShareButton
                url={link}
                title={t('referral.shareTitle', { site: siteName })}
                text={t('referral.shareText', { site: siteName, code: info.referral_code })}
              />
            </dd>
          </div>
        </dl>
      </section>
      <section className="card referral-card" aria-labelledby="referral-friends">
        <h2 id="referral-friends">{t('referral.referees')}</h2>
        <dl className="referral-totals">
          <div>
            <dt>{t('referral.invited')}</dt>
            <dd>{info.referees.length}</dd>
          </div>
          <div>
            <dt>{t('referral.qualifiedCount')}</dt>
            <dd>{qualified}</dd>
          </div>
          <div>
            <dt>{t('referral.totalRewards')}</dt>
            <dd>{formatMoney(info.total_rewards, currency, { showZero: true })}</dd>
          </div>
        </dl>
        <RefereeList referees={info.referees} />
      </section>
    </div>
  );
}

/** /referral: the player's code and link to invite friends, the site's reward rule and the friends who joined. */
export default function ReferralPage() {
  const { t } = useTranslation(['pages', 'ui']);
  const info = useReferralInfo();
  return (
    <section className="page referral-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('referral.title')}</h1>
      {info.isSuccess ? (
        <ReferralDetails info={info.data} />
      ) : (
        <QueryState query={info} errorMessage={t('referral.loadError')} loadingLook="box" errorLook="section" />
      )}
    </section>
  );
}
