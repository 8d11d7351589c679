import { CmsArticle } from '../components/cms-article';

/** /responsible-gaming: the site's CMS text, the same for visitors and players (player limits come later). */
export default function ResponsibleGamingPage() {
  return <CmsArticle page="responsible_gaming" titleKey="responsibleGaming" />;
}
