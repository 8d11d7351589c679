import { ProtectionPanel } from '@/features/protection';
import { CmsArticle } from '../components/cms-article';

/** /responsible-gaming: the site's CMS text for everyone, and below it the player's own limits and breaks. */
export default function ResponsibleGamingPage() {
  return (
    <CmsArticle page="responsible_gaming" titleKey="responsibleGaming">
      <ProtectionPanel />
    </CmsArticle>
  );
}
