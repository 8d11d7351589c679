import { CmsArticle } from '../components/cms-article';

/** /term-condition: the site's CMS text. */
export default function TermConditionPage() {
  return <CmsArticle page="term_condition" titleKey="termCondition" />;
}
