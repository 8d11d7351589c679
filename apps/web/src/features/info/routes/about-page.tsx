import { CmsArticle } from '../components/cms-article';

/** /about: the site's CMS text. */
export default function AboutPage() {
  return <CmsArticle page="about_us" titleKey="about" />;
}
