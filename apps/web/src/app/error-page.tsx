import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { PATHS } from '@/config/routes';
import { reloadOnChunkError } from '@/shared/lib/chunk-reload';

/** The generic error page: status code, message and a Back link to / (spec-coverage S2.9). */
export function ErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation('ui');
  useEffect(() => {
    reloadOnChunkError(error);
  }, [error]);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error)
    ? ((error.data as { message?: string } | undefined)?.message ?? error.statusText)
    : t('unexpectedError');
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <section className="page page-error" aria-labelledby="error-status">
      <h1 id="error-status" className="error-status">
        {status}
      </h1>
      <p className="error-message">{message}</p>
      <Link to={PATHS.home} className="button">
        {t('back')}
      </Link>
    </section>
  );
}
