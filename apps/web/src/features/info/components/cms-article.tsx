import '../info.css';
import type { CmsPage } from '@wl/contract/lite';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageTitleKey } from '@/config/routes';
import { useShowsLocalText } from '@/shared/i18n/local-text';
import { QueryNotice, QueryState } from '@/shared/ui/query-state';
import { useSiteInfo } from '../api/get-site-info';
import { cmsContent } from '../lib/cms-content';

interface CmsArticleProps {
  page: CmsPage;
  titleKey: PageTitleKey;
  /** what the page adds after the CMS text (the app layer composes it from other features) */
  children?: ReactNode;
}

/** An information page of the site's CMS (about, privacy, responsible gaming, banking, FAQs, terms). */
export function CmsArticle({ page, titleKey, children }: CmsArticleProps) {
  const { t } = useTranslation('pages');
  const info = useSiteInfo();
  const showLocal = useShowsLocalText();
  const content = useMemo(() => (info.data ? cmsContent(info.data, page, showLocal) : null), [info.data, page, showLocal]);
  return (
    <article className="page info-page" aria-labelledby="page-title">
      <h1 id="page-title">{t(`${titleKey}.title`)}</h1>
      {content === null ? (
        <QueryState query={info} errorMessage={t('info.loadError')} loadingLook="box" errorLook="box" />
      ) : content.state === 'ready' ? (
        // Sanitised by sanitizeCms (DOMPurify with the contract's CMS_HTML allow-list, as the server cleaned it).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the operator's CMS body is HTML by design
        <div className="info-body" dangerouslySetInnerHTML={{ __html: content.html }} />
      ) : (
        <QueryNotice message={content.state === 'disabled' ? t('info.notAvailable') : t('info.empty')} />
      )}
      {children}
    </article>
  );
}
