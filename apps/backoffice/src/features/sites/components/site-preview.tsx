import { Box, Card, Group, SegmentedControl, Text, Title } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { PREVIEW_READY } from '@wl/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PreviewLook, previewUrl } from '../preview';

const WIDTHS = { phone: 390, desktop: 1280 } as const;
const HEIGHT = 720;

/**
 * The player site itself in a frame beside the form, showing the form's unsaved template, colour
 * and logos: they are posted to the framed app (to the site's origin only), which shows them in
 * this frame alone; nothing is saved until the member saves (decision 0151).
 */
export function SitePreview({ domain, look }: { domain: string; look: PreviewLook }) {
  const { t } = useTranslation(['sites', 'ui']);
  const frame = useRef<HTMLIFrameElement>(null);
  const ready = useRef(false);
  const [device, setDevice] = useState<keyof typeof WIDTHS>('phone');
  const { ref: box, width: boxWidth } = useElementSize();
  const url = previewUrl(domain);
  const origin = new URL(url).origin;

  const send = useCallback(() => {
    frame.current?.contentWindow?.postMessage({ type: 'wl-preview', ...look }, origin);
  }, [look, origin]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow || event.origin !== origin) return;
      if ((event.data as { type?: unknown } | null)?.type !== PREVIEW_READY) return;
      ready.current = true;
      send();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin, send]);

  useEffect(() => {
    if (ready.current) send();
  }, [send]);

  const width = WIDTHS[device];
  const scale = boxWidth > 0 ? Math.min(1, boxWidth / width) : 1;

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="site-preview-title">
      <Group justify="space-between" mb="xs" wrap="wrap" gap="xs">
        <Title order={2} fz="h4" id="site-preview-title">
          {t('preview.title')}
        </Title>
        <SegmentedControl
          size="xs"
          value={device}
          onChange={(value) => setDevice(value as keyof typeof WIDTHS)}
          data={[
            { value: 'phone', label: t('preview.phone') },
            { value: 'desktop', label: t('preview.desktop') },
          ]}
          aria-label={t('preview.device')}
        />
      </Group>
      <Text size="xs" c="dimmed" mb="sm">
        {t('preview.hint', { domain })}
      </Text>
      <Box ref={box} style={{ overflow: 'hidden', height: HEIGHT * scale }}>
        <iframe
          ref={frame}
          key={url}
          src={url}
          title={t('preview.frameTitle', { domain })}
          sandbox="allow-scripts allow-same-origin"
          style={{
            width,
            height: HEIGHT,
            border: '1px solid var(--mantine-color-default-border)',
            borderRadius: 'var(--mantine-radius-sm)',
            transform: `scale(${scale})`,
            transformOrigin: 'top left',
            background: 'white',
          }}
        />
      </Box>
    </Card>
  );
}
