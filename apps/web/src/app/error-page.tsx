import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { PATHS } from '@/config/routes';
import { reloadOnChunkError } from '@/shared/lib/chunk-reload';

/** What the router and the middleware throw with a 404 (router.tsx, middleware.ts). */
interface RouteErrorData {
  message?: string;
  reason?: 'notFound' | 'refused';
  path?: string;
}

/** The generic error page: status code, message and a Back link to / (spec-coverage S2.9). */
export function ErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation('ui');
  useEffect(() => {
    reloadOnChunkError(error);
  }, [error]);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const details = isRouteErrorResponse(error) ? (error.data as RouteErrorData | undefined) : undefined;
  // The 404 messages are the spec's English texts; the page says them in the interface language.
  const message =
    details?.reason && details.path !== undefined
      ? t(`errorPage.${details.reason}`, { path: details.path })
      : isRouteErrorResponse(error)
        ? (details?.message ?? error.statusText)
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
