import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { snippetDescription, snippetTitle } from '../lib/snippet';

interface SnippetPreviewProps {
  label: string;
  title: string;
  description: string;
  url: string;
}

/** A search result as an engine shows it: the address, the title as a link, the description, each cut where the engine cuts. */
export function SnippetPreview({ label, title, description, url }: SnippetPreviewProps) {
  const { t } = useTranslation('content');
  const shownTitle = snippetTitle(title);
  const shownDescription = snippetDescription(description);
  return (
    <Paper withBorder p="md" component="figure" m={0} aria-label={label}>
      <Stack gap={2}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {url}
        </Text>
        <Anchor component="span" fz="lg" lh={1.3} c="blue.7" data-testid="snippet-title">
          {shownTitle.text || t('seo.untitled')}
        </Anchor>
        <Text size="sm" data-testid="snippet-description">
          {shownDescription.text}
        </Text>
        {(shownTitle.cut || shownDescription.cut) && (
          <Text size="xs" c="orange.8" mt={4}>
            {t('seo.cut')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
