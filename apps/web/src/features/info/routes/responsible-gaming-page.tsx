import type { ReactNode } from 'react';
import { CmsArticle } from '../components/cms-article';

/**
 * /responsible-gaming: the site's CMS text for everyone, and below it `panel`, the player's own limits
 * and breaks (app/routes/responsible-gaming-page.tsx passes the protection feature's panel).
 */
export default function ResponsibleGamingPage({ panel }: { panel?: ReactNode }) {
  return (
    <CmsArticle page="responsible_gaming" titleKey="responsibleGaming">
      {panel}
    </CmsArticle>
  );
}
