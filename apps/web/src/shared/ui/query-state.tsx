import { useTranslation } from 'react-i18next';
import { SectionState } from './section-state';
import './query-state.css';

/**
 * How the loading is said: 'box', in a bordered box in the page's flow; 'line', a quiet line;
 * 'plain', as text among the section's own.
 */
export type LoadingLook = 'box' | 'line' | 'plain';

/**
 * How the failure is said, each with a retry: 'box', in the loading's box, bordered in the danger
 * colour; 'section', as a SectionState, like the lists' empty states; 'inline', as text in the
 * danger colour; 'card', that text on a card, where it stands alone on the page.
 */
export type ErrorLook = 'box' | 'section' | 'inline' | 'card';

const LOADING: Record<LoadingLook, { className?: string; busy?: true }> = {
  box: { className: 'query-state', busy: true },
  line: { className: 'muted', busy: true },
  plain: {},
};

const ERROR_BOX: Record<Exclude<ErrorLook, 'section'>, string> = {
  box: 'query-state query-state-error',
  inline: 'inline-error',
  card: 'card inline-error',
};

/** A query not yet answered, as far as its state is shown: TanStack Query's, or several read as one. */
export interface ShownQuery {
  isError: boolean;
  refetch(): unknown;
}

export interface QueryStateProps {
  query: ShownQuery;
  /** what could not be loaded, in the page's words */
  errorMessage: string;
  loadingLook: LoadingLook;
  errorLook: ErrorLook;
}

/** What a part of a page shows while its query loads, or after it failed to load, with a retry. */
export function QueryState({ query, errorMessage, loadingLook, errorLook }: QueryStateProps) {
  const { t } = useTranslation('ui');
  const onRetry = () => void query.refetch();
  if (!query.isError) {
    const { className, busy } = LOADING[loadingLook];
    return (
      <p className={className} role="status" aria-busy={busy}>
        {t('loading')}
      </p>
    );
  }
  if (errorLook === 'section') return <SectionState kind="error" message={errorMessage} onRetry={onRetry} />;
  return (
    <div className={ERROR_BOX[errorLook]} role="alert">
      <p>{errorMessage}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('tryAgain')}
      </button>
    </div>
  );
}

/**
 * What a page shows in the loading's box when its query answered but there is nothing to show (a
 * page the site has switched off, an empty text); `announce` when it replaces content just shown.
 */
export function QueryNotice({ message, announce = false }: { message: string; announce?: boolean }) {
  return (
    <div className="query-state" role={announce ? 'status' : undefined}>
      <p>{message}</p>
    </div>
  );
}
