import { CmsArticle } from '../components/cms-article';

/** /privacy-policy: the site's CMS text. */
export default function PrivacyPolicyPage() {
  return <CmsArticle page="privacy_policy" titleKey="privacyPolicy" />;
}
