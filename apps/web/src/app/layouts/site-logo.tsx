import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/config/routes';
import { useSiteStore } from '@/shared/session/site-store';

/** The site's logo1 when it has one, else its logo text (or name) set as a wordmark; always a link home. */
export function SiteLogo({ className = '' }: { className?: string }) {
  const { t } = useTranslation('pages');
  const site = useSiteStore((state) => state.site);
  const name = site?.site_name || t('home.title');
  return (
    <Link to={PATHS.home} className={`site-logo ${className}`}>
      {site?.logo1 ? (
        <img className="site-logo-image" src={site.logo1} alt={name} height={40} />
      ) : (
        <span className="wordmark">{site?.logo_text || name}</span>
      )}
    </Link>
  );
}
