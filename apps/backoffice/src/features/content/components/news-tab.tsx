import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf } from '@/shared/api/call';
import { useFormatDateTime } from '@/shared/i18n/format';
import { useMayCall } from '@/shared/session/may-call';
import { DataTable, dataColumns } from '@/shared/ui/data-table';
import { useNotify } from '@/shared/ui/notify';
import { type ContentNews, useNews } from '../api/list-news';
import { useSetNewsStatus } from '../api/set-news-status';
import type { Site } from './content-page';
import { NewsForm } from './news-form';

const column = dataColumns<ContentNews>();

type Dialog = { kind: 'write' } | { kind: 'edit'; article: ContentNews };

/** The site's articles with their status; writing, editing, publishing and hiding as the role allows. */
export function NewsTab({ site }: { site: Site }) {
  const { t } = useTranslation('content');
  const mayCall = useMayCall();
  const onPhone = useMediaQuery('(max-width: 48em)');
  const formatDateTime = useFormatDateTime();
  const notify = useNotify();
  const news = useNews(site.id);
  const setStatus = useSetNewsStatus();
  const [dialog, setDialog] = useState<Dialog>();
  const close = () => setDialog(undefined);
  const mayWrite = mayCall('contentNewsSave');
  const now = Date.now();

  const toggle = (article: ContentNews) => {
    const status = article.status === 'published' ? 'hidden' : 'published';
    setStatus.mutate(
      { site_id: site.id, news_id: article.news_id, status },
      {
        onSuccess: () =>
          notify.done(t(status === 'published' ? 'news.publishedToast' : 'news.hiddenToast', { title: article.en_title })),
        onError: notify.failed,
      },
    );
  };

  const columns = [
    column.accessor('en_title', {
      header: t('news.titleColumn'),
      cell: ({ row }) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {row.original.en_title}
          </Text>
          {row.original.local_title && (
            <Text size="xs" c="dimmed">
              {row.original.local_title}
            </Text>
          )}
        </Stack>
      ),
    }),
    column.accessor('status', {
      header: t('news.statusColumn'),
      cell: ({ row }) => {
        const scheduled = row.original.status === 'published' && Date.parse(row.original.published_at) > now;
        const state = row.original.status === 'hidden' ? 'hidden' : scheduled ? 'scheduled' : 'published';
        const colours = { hidden: 'gray', scheduled: 'blue', published: 'green' } as const;
        return (
          <Badge variant="light" color={colours[state]} miw="fit-content">
            {t(`news.${state}`)}
          </Badge>
        );
      },
    }),
    column.accessor('published_at', {
      header: t('news.dateColumn'),
      cell: ({ getValue }) => <Text size="sm">{formatDateTime(getValue())}</Text>,
    }),
    column.display({
      id: 'actions',
      header: t('news.actionsColumn'),
      cell: ({ row }) =>
        mayWrite ? (
          <Group gap="xs" wrap="nowrap">
            <Button size="xs" variant="default" onClick={() => setDialog({ kind: 'edit', article: row.original })}>
              {t('news.edit')}
            </Button>
            <Button
              size="xs"
              variant="light"
              color={row.original.status === 'published' ? 'gray' : 'green'}
              onClick={() => toggle(row.original)}
              aria-label={`${t(row.original.status === 'published' ? 'news.hide' : 'news.publish')}: ${row.original.en_title}`}
            >
              {t(row.original.status === 'published' ? 'news.hide' : 'news.publish')}
            </Button>
          </Group>
        ) : null,
    }),
  ];

  return (
    <Stack gap="md">
      {mayWrite && (
        <Group justify="flex-end">
          <Button onClick={() => setDialog({ kind: 'write' })}>{t('news.write')}</Button>
        </Group>
      )}
      <DataTable
        caption={t('news.caption')}
        columns={columns}
        rows={news.data?.value}
        getRowId={(article) => String(article.news_id)}
        emptyText={t('news.empty')}
        refreshing={news.isFetching}
        failure={news.isError ? failureOf(news.error) : undefined}
        onRetry={() => void news.refetch()}
      />
      <Modal
        opened={dialog !== undefined}
        onClose={close}
        size="80rem"
        fullScreen={onPhone}
        title={dialog?.kind === 'edit' ? t('news.editTitle', { title: dialog.article.en_title }) : t('news.write')}
        closeButtonProps={{ 'aria-label': t('editor.cancel') }}
      >
        {dialog && (
          <NewsForm
            site={site}
            article={dialog.kind === 'edit' ? dialog.article : undefined}
            onCancel={close}
            onSaved={() => {
              close();
              notify.done(t('saved'));
            }}
          />
        )}
      </Modal>
    </Stack>
  );
}
