import { Button, FileButton, Group, Image, Input, Text } from '@mantine/core';
import { siteAdmin } from '@wl/contract';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ImageRefusal, readImageDataUrl } from '@/shared/forms/image-file';

interface LogoFieldProps {
  slot: siteAdmin.LogoSlot;
  /** the logo as saved: its address, or '' */
  saved: string;
  /** a logo chosen here and not saved yet (a data URL), null to remove the saved one, undefined to keep it */
  pending: string | null | undefined;
  onChange(next: string | null | undefined): void;
  disabled?: boolean;
}

/**
 * One of the site's logos: the saved one, or a file chosen here (type and size checked before it
 * is sent; the server checks its bytes), shown in the preview until the form is saved.
 */
export function LogoField({ slot, saved, pending, onChange, disabled }: LogoFieldProps) {
  const { t } = useTranslation(['sites', 'validation']);
  const [refusal, setRefusal] = useState<ImageRefusal>();
  const [chosenName, setChosenName] = useState('');
  const resetFile = useRef<() => void>(null);
  const id = useId();

  const choose = async (file: File | null) => {
    if (!file) return;
    const reading = await readImageDataUrl(file, { types: siteAdmin.LOGO_TYPES, maxBytes: siteAdmin.LOGO_MAX_BYTES });
    resetFile.current?.();
    setRefusal(reading.ok ? undefined : reading.refusal);
    if (!reading.ok) return;
    setChosenName(file.name);
    onChange(reading.dataUrl);
  };

  let shown: React.ReactNode;
  if (typeof pending === 'string') shown = <Text size="sm">{t('logos.chosen', { name: chosenName })}</Text>;
  else if (pending === null) shown = <Text size="sm">{t('logos.willRemove')}</Text>;
  else if (saved) shown = <Image src={saved} alt={t(`logos.slot${slot}`)} h={40} w="auto" fit="contain" />;
  else
    shown = (
      <Text size="sm" c="dimmed">
        {t('logos.none')}
      </Text>
    );

  return (
    <Input.Wrapper
      role="group"
      aria-labelledby={`${id}-label`}
      labelElement="div"
      labelProps={{ id: `${id}-label` }}
      label={t(`logos.slot${slot}`)}
      description={t(`logos.slot${slot}Hint`, { size: siteAdmin.LOGO_MAX_BYTES / 1024 })}
      error={refusal ? t(`validation:${refusal}`) : undefined}
    >
      <Group gap="sm" mt={4} align="center" wrap="wrap">
        {shown}
        <FileButton resetRef={resetFile} onChange={choose} accept={siteAdmin.LOGO_TYPES.join(',')} disabled={disabled}>
          {(props) => (
            <Button variant="default" size="xs" {...props} aria-describedby={`${id}-label`}>
              {t('logos.choose')}
            </Button>
          )}
        </FileButton>
        {pending === undefined && saved && !disabled && (
          <Button variant="subtle" color="red" size="xs" onClick={() => onChange(null)}>
            {t('logos.remove')}
          </Button>
        )}
        {pending !== undefined && (
          <Button variant="subtle" size="xs" onClick={() => onChange(undefined)}>
            {t('logos.undo')}
          </Button>
        )}
      </Group>
    </Input.Wrapper>
  );
}
