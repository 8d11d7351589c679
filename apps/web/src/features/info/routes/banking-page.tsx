import { WalletLimitsPanel } from '@/features/wallet';
import { useUserStore } from '@/shared/session/user-store';
import { CmsArticle } from '../components/cms-article';

/** /banking: the site's CMS text for everyone; a logged-in player also sees their own methods and limits. */
export default function BankingPage() {
  const isAuthenticated = useUserStore((state) => state.isAuthenticated);
  return (
    <>
      <CmsArticle page="banking" titleKey="banking" />
      {isAuthenticated ? <WalletLimitsPanel /> : null}
    </>
  );
}
