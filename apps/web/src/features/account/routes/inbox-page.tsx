import '../account.css';
import { PAGINATION_DEFAULTS } from '@wl/contract/lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '@/shared/ui/pagination';
import { QueryState } from '@/shared/ui/query-state';
import { useInbox } from '../api/get-inbox';
import { useReadInboxItem } from '../api/read-inbox-item';
import { InboxEntry } from '../components/inbox-entry';

const PAGE_SIZE = PAGINATION_DEFAULTS.itemsPerPage;

/** /inbox: the player's messages, newest first; opening one marks it read, rewards are claimed here. */
export default function InboxPage() {
  const { t } = useTranslation('pages');
  const inbox = useInbox();
  const readItem = useReadInboxItem();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);

  const toggle = (inboxId: number, isRead: boolean) => {
    const opening = openId !== inboxId;
    setOpenId(opening ? inboxId : null);
    if (opening && !isRead) readItem.mutate(inboxId);
  };

  const items = inbox.data?.items ?? [];
  const lastPage = Math.max(1, Math.ceil(items.length / PAGE_SIZE));
  const shownPage = Math.min(page, lastPage);
  const shown = items.slice((shownPage - 1) * PAGE_SIZE, shownPage * PAGE_SIZE);

  return (
    <section className="page account-page inbox-page" aria-labelledby="page-title">
      <div className="inbox-head">
        <h1 id="page-title">{t('inbox.title')}</h1>
        {inbox.isSuccess ? (
          <p className="inbox-unread" aria-live="polite">
            {t('inbox.unreadCount', { unread: inbox.data.unread })}
          </p>
        ) : null}
      </div>
      {!inbox.isSuccess ? (
        <QueryState query={inbox} errorMessage={t('account.loadError')} loadingLook="box" errorLook="box" />
      ) : items.length === 0 ? (
        <p className="card account-empty">{t('inbox.empty')}</p>
      ) : (
        <>
          <ul className="inbox-list" aria-label={t('inbox.messages')}>
            {shown.map((item) => (
              <InboxEntry
                key={item.inbox_id}
                item={item}
                expanded={openId === item.inbox_id}
                onToggle={() => toggle(item.inbox_id, item.is_read)}
              />
            ))}
          </ul>
          <Pagination
            page={shownPage}
            totalItems={items.length}
            itemsPerPage={PAGE_SIZE}
            onChange={setPage}
            label={t('inbox.pages')}
          />
        </>
      )}
    </section>
  );
}
