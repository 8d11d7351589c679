import { PAGINATION_DEFAULTS } from '@wl/contract/lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/lib/dates';
import { formatTokens } from '@/shared/lib/money';
import { useSiteStore } from '@/shared/session/site-store';
import { Pagination } from '@/shared/ui/pagination';
import { QueryState } from '@/shared/ui/query-state';
import { usePlayLog } from '../api/get-play-log';
import { prizeText } from '../lib/prize-text';

const PAGE_SIZE = PAGINATION_DEFAULTS.itemsPerPage;

/** The player's recent plays, newest first, a page at a time. */
export function PlayLog() {
  const { t } = useTranslation(['pages', 'ui']);
  const currency = useSiteStore((state) => state.site?.currency ?? '');
  const log = usePlayLog();
  const [page, setPage] = useState(1);
  const plays = log.data ?? [];
  const lastPage = Math.max(1, Math.ceil(plays.length / PAGE_SIZE));
  const shownPage = Math.min(page, lastPage);
  const shown = plays.slice((shownPage - 1) * PAGE_SIZE, shownPage * PAGE_SIZE);

  return (
    <section className="card minigame-log" aria-labelledby="play-log-title" aria-busy={log.isPending}>
      <h2 id="play-log-title">{t('minigame.log.title')}</h2>
      {log.isPending || log.isError ? (
        <QueryState query={log} errorMessage={t('minigame.loadError')} loadingLook="plain" errorLook="inline" />
      ) : plays.length === 0 ? (
        <p className="minigame-empty">{t('minigame.log.empty')}</p>
      ) : (
        <>
          <div className="minigame-table-scroll">
            <table className="minigame-table">
              <caption className="visually-hidden">{t('minigame.log.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('minigame.log.date')}</th>
                  <th scope="col">{t('minigame.log.game')}</th>
                  <th scope="col">{t('minigame.log.cost')}</th>
                  <th scope="col">{t('minigame.log.prize')}</th>
                  <th scope="col">{t('minigame.log.status')}</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((play) => (
                  <tr key={play.play_id}>
                    <td>{formatDateTime(play.created_at)}</td>
                    <td>{play.game_name}</td>
                    <td>{formatTokens(play.cost_token, { showZero: true })}</td>
                    <td>{prizeText(play.prize, currency, t)}</td>
                    <td>
                      <span className={`minigame-badge is-${play.status}`}>{t(`minigame.log.${play.status}`)}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            page={shownPage}
            totalItems={plays.length}
            itemsPerPage={PAGE_SIZE}
            onChange={setPage}
            label={t('minigame.log.pages')}
          />
        </>
      )}
    </section>
  );
}
