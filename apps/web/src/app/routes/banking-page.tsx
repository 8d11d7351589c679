import BankingPage from '@/features/info/routes/banking-page';
import { WalletLimitsPanel } from '@/features/wallet';

/** /banking: the site's text, and for a logged-in player the wallet feature's panel of their own methods and limits. */
export default function BankingRoute() {
  return <BankingPage playerPanel={<WalletLimitsPanel />} />;
}
