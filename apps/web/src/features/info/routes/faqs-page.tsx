import { CmsArticle } from '../components/cms-article';

/** /faqs: the site's CMS text. */
export default function FaqsPage() {
  return <CmsArticle page="faqs" titleKey="faqs" />;
}
