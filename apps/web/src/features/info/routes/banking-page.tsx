import type { ReactNode } from 'react';
import { useUserStore } from '@/shared/session/user-store';
import { CmsArticle } from '../components/cms-article';

/**
 * /banking: the site's CMS text for everyone; a logged-in player also sees `playerPanel` below it
 * (their own methods and limits: app/routes/banking-page.tsx passes the wallet feature's panel).
 */
export default function BankingPage({ playerPanel }: { playerPanel?: ReactNode }) {
  const isAuthenticated = useUserStore((state) => state.isAuthenticated);
  return (
    <>
      <CmsArticle page="banking" titleKey="banking" />
      {isAuthenticated ? playerPanel : null}
    </>
  );
}
