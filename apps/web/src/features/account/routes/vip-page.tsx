import '../account.css';
import { vipProgressPercent } from '@wl/contract/lite';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/lib/money';
import { useVip, type VipStatus } from '@/shared/session/get-vip';
import { useSiteStore } from '@/shared/session/site-store';
import { ProgressBar } from '@/shared/ui/progress-bar';
import { QueryState } from '@/shared/ui/query-state';
import { AccountCard } from '../components/account-card';

/** At the top the server repeats the current level as the next one; the level table tells it for sure. */
function isTopLevel(vip: VipStatus): boolean {
  if (vip.levels.length === 0) return vip.nextLevel[0]?.vip_name === vip.nextLevel[0]?.vip_name_next;
  return vip.currentLevel >= Math.max(...vip.levels.map((entry) => entry.level));
}

function VipProgress({ vip }: { vip: VipStatus }) {
  const { t } = useTranslation('pages');
  const currency = useSiteStore((state) => state.site?.currency ?? '');
  const progress = vip.nextLevel[0]!;
  const top = isTopLevel(vip);
  const money = (amount: number) => formatMoney(amount, currency, { showZero: true });
  const bar = (label: string, starting: number, cycle: number, target: number) => (
    <ProgressBar
      label={label}
      percent={vipProgressPercent(starting, cycle, target)}
      detail={t('vip.progressDetail', { current: money(starting + cycle), target: money(target), cycle: money(cycle) })}
    />
  );
  return (
    <AccountCard title={t('vip.progress')} className="vip-summary">
      <dl className="vip-levels-now">
        <div>
          <dt>{t('vip.current')}</dt>
          <dd className="vip-level-name">{progress.vip_name}</dd>
        </div>
        <div>
          <dt>{t('vip.next')}</dt>
          <dd className="vip-level-name">{top ? t('vip.topLevel') : progress.vip_name_next}</dd>
        </div>
      </dl>
      {bar(t('vip.deposit'), progress.starting_deposit, progress.cycle_deposit, progress.deposit_next)}
      {bar(t('vip.turnover'), progress.starting_turnover, progress.cycle_turnover, progress.turnover_next)}
      <p className="muted">{top ? t('vip.topLevelNote') : t('vip.howToLevelUp', { level: progress.vip_name_next })}</p>
    </AccountCard>
  );
}

function VipLevelTable({ vip }: { vip: VipStatus }) {
  const { t } = useTranslation('pages');
  const currency = useSiteStore((state) => state.site?.currency ?? '');
  if (vip.levels.length === 0) return null;
  return (
    <AccountCard title={t('vip.levels')} className="vip-table-card">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the table scrolls sideways on a phone, and a keyboard scrolls only a box that takes focus (axe scrollable-region-focusable) */}
      <section className="account-table-scroll" aria-label={t('vip.levels')} tabIndex={0}>
        <table className="account-table vip-table">
          <thead>
            <tr>
              <th scope="col">{t('vip.level')}</th>
              <th scope="col">{t('vip.depositRequired')}</th>
              <th scope="col">{t('vip.turnoverRequired')}</th>
            </tr>
          </thead>
          <tbody>
            {vip.levels.map((level) => {
              const current = level.level === vip.currentLevel;
              return (
                <tr key={level.level} className={current ? 'is-current' : undefined} aria-current={current ? 'true' : undefined}>
                  <th scope="row">
                    {level.vip_name}
                    {current ? <span className="account-badge">{t('vip.yourLevel')}</span> : null}
                  </th>
                  <td>{formatMoney(level.deposit_required, currency, { showZero: true })}</td>
                  <td>{formatMoney(level.turnover_required, currency, { showZero: true })}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </AccountCard>
  );
}

/** /vip: the player's level, the progress to the next one (spec-coverage S5.5) and the site's level table. */
export default function VipPage() {
  const { t } = useTranslation('pages');
  const vip = useVip();
  return (
    <section className="page account-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('vip.title')}</h1>
      {vip.isSuccess ? (
        <div className="account-grid">
          <VipProgress vip={vip.data} />
          <VipLevelTable vip={vip.data} />
        </div>
      ) : (
        <QueryState query={vip} errorMessage={t('account.loadError')} loadingLook="box" errorLook="box" />
      )}
    </section>
  );
}
