import { Box, Button, FileButton, Group, Image, Input, Text } from '@mantine/core';
import { receivingAccounts } from '@wl/contract';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ImageRefusal, readImageWithPreview } from '@/shared/forms/image-file';
import { ChosenImagePreview } from '@/shared/ui/chosen-image-preview';
import type { ReceivingAccount } from '../api/list-receiving-accounts';

const PREVIEW_SIZE = 132;
const QR_IMAGE_RULES = { types: receivingAccounts.QR_IMAGE_TYPES, maxBytes: receivingAccounts.QR_IMAGE_MAX_BYTES };

/** A QR code on white in either theme, as a scanner reads it best and as players see it. */
export function QrFrame({ children }: { children: React.ReactNode }) {
  return (
    <Box
      bg="white"
      p={4}
      bd="1px solid var(--mantine-color-default-border)"
      style={{ borderRadius: 'var(--mantine-radius-sm)', lineHeight: 0, flexShrink: 0 }}
    >
      {children}
    </Box>
  );
}

interface QrImageFieldProps {
  /** the form's value: a data URL chosen here, null to remove the saved image, undefined to keep it */
  value: string | null | undefined;
  onChange(next: string | null): void;
  /** the account as saved, whose image undefined keeps */
  saved?: ReceivingAccount;
  bankName: string;
  error?: string;
}

/**
 * The account's QR code: the saved one, or a file chosen here (type, size and decoding checked
 * before it is sent), with a preview; or none. Staff see the saved image whether the account is on
 * or off; players only while it is on, which an account saved as off says beside it.
 */
export function QrImageField({ value, onChange, saved, bankName, error }: QrImageFieldProps) {
  const { t } = useTranslation(['ui', 'validation']);
  const [chosen, setChosen] = useState<ImageBitmap>();
  // Kept here rather than in the form's errors, which a submit recomputes from the schema alone.
  const [refused, setRefused] = useState<ImageRefusal>();
  const resetFileInput = useRef<() => void>(null);
  const id = useId();
  const keepsSaved = value === undefined && saved?.has_qr === true;
  const hasImage = typeof value === 'string' || keepsSaved;

  const choose = async (file: File | null) => {
    if (!file) return;
    const reading = await readImageWithPreview(file, QR_IMAGE_RULES);
    // The same file chosen again (after a fix elsewhere, or a refusal) is read again.
    resetFileInput.current?.();
    setRefused(reading.ok ? undefined : reading.refusal);
    if (!reading.ok) return;
    setChosen(reading.preview);
    onChange(reading.dataUrl);
  };

  let preview: React.ReactNode;
  if (typeof value === 'string' && chosen) {
    preview = (
      <QrFrame>
        <ChosenImagePreview image={chosen} label={t('receivingAccounts.form.qrChosen')} size={PREVIEW_SIZE} fit="contain" />
      </QrFrame>
    );
  } else if (keepsSaved && saved?.qr_image_url) {
    preview = (
      <Group gap="sm" wrap="nowrap">
        <QrFrame>
          <Image
            src={saved.qr_image_url}
            alt={t('receivingAccounts.qrOf', { bank: bankName })}
            w={PREVIEW_SIZE}
            h={PREVIEW_SIZE}
            fit="contain"
          />
        </QrFrame>
        {!saved.enabled && (
          <Text size="sm" c="dimmed" maw={220}>
            {t('receivingAccounts.form.qrSavedOff')}
          </Text>
        )}
      </Group>
    );
  } else {
    preview = (
      <Text size="sm" c="dimmed">
        {t('receivingAccounts.form.qrNone')}
      </Text>
    );
  }

  const shownError = refused ? t(`validation:${refused}`) : error;
  return (
    // A group named by its label and described by its hint and error: the field is several controls.
    <Input.Wrapper
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={shownError ? `${id}-description ${id}-error` : `${id}-description`}
      labelElement="div"
      labelProps={{ id: `${id}-label` }}
      descriptionProps={{ id: `${id}-description` }}
      errorProps={{ id: `${id}-error` }}
      label={t('receivingAccounts.form.qr')}
      description={t('receivingAccounts.form.qrHint', { size: receivingAccounts.QR_IMAGE_MAX_BYTES / 1024 })}
      error={shownError}
    >
      <Group align="center" gap="md" mt={4} mb={shownError ? 4 : 0}>
        {preview}
        <Group gap="xs">
          <FileButton
            accept={receivingAccounts.QR_IMAGE_TYPES.join(',')}
            onChange={(file) => void choose(file)}
            resetRef={resetFileInput}
            inputProps={{ 'aria-label': t('receivingAccounts.form.qrChoose') }}
          >
            {(props) => (
              <Button variant="default" size="sm" {...props}>
                {hasImage ? t('receivingAccounts.form.qrReplace') : t('receivingAccounts.form.qrChoose')}
              </Button>
            )}
          </FileButton>
          {hasImage && (
            <Button
              variant="light"
              color="red"
              size="sm"
              onClick={() => {
                setRefused(undefined);
                setChosen(undefined);
                onChange(null);
              }}
            >
              {t('receivingAccounts.form.qrRemove')}
            </Button>
          )}
        </Group>
      </Group>
    </Input.Wrapper>
  );
}
