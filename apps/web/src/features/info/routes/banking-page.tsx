import { CmsArticle } from '../components/cms-article';

/** /banking: the site's CMS text. */
export default function BankingPage() {
  return <CmsArticle page="banking" titleKey="banking" />;
}
