import { useTranslation } from 'react-i18next';
import { formatTokens } from '@/shared/lib/money';
import { useTokenWallet } from '@/shared/session/get-token-wallet';
import { QueryState } from '@/shared/ui/query-state';

/** Available and frozen tokens; frozen ones are the cost of plays not yet claimed. */
export function TokenWalletCard() {
  const { t } = useTranslation('pages');
  const wallet = useTokenWallet();
  return (
    <section className="card minigame-wallet" aria-labelledby="token-wallet-title" aria-busy={wallet.isPending}>
      <h2 id="token-wallet-title">{t('minigame.wallet.title')}</h2>
      {wallet.isError ? (
        <QueryState query={wallet} errorMessage={t('minigame.loadError')} loadingLook="plain" errorLook="inline" />
      ) : (
        <dl className="minigame-wallet-figures" aria-live="polite">
          <div>
            <dt>{t('minigame.wallet.available')}</dt>
            <dd>{wallet.data ? formatTokens(wallet.data.token_balance, { showZero: true }) : '…'}</dd>
          </div>
          <div>
            <dt>{t('minigame.wallet.frozen')}</dt>
            <dd>{wallet.data ? formatTokens(wallet.data.frozen_token, { showZero: true }) : '…'}</dd>
          </div>
        </dl>
      )}
      <p className="minigame-hint">{t('minigame.wallet.frozenHint')}</p>
    </section>
  );
}
