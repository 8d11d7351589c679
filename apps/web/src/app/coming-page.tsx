import { useTranslation } from 'react-i18next';
import { useRouteMeta } from './use-route-meta';

/** The page of a screen whose content arrives with a later feature: its title and a clear notice. */
export default function ComingPage() {
  const { t } = useTranslation(['pages', 'ui']);
  const meta = useRouteMeta();
  return (
    <section className="page page-coming" aria-labelledby="page-title">
      <h1 id="page-title">{t(`pages:${meta?.titleKey ?? 'home'}.title`)}</h1>
      <p className="coming-notice">{t('ui:comingSoon')}</p>
    </section>
  );
}
