import { Box, Button, FileButton, Group, Input, NumberInput, Stack, Text } from '@mantine/core';
import { catalogueAdmin, type Failure } from '@wl/contract';
import { useId, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { failureOf } from '@/shared/api/call';
import { blankAsAbsent } from '@/shared/forms/blank-fields';
import { showServerFieldErrors, useContractForm } from '@/shared/forms/contract-form';
import { useFieldErrorText } from '@/shared/forms/field-error';
import { type ImageRefusal, readImageWithPreview } from '@/shared/forms/image-file';
import { ReasonField } from '@/shared/forms/reason-field';
import { ChosenImagePreview } from '@/shared/ui/chosen-image-preview';
import { FailureAlert } from '@/shared/ui/failure-alert';
import type { CatalogueGame } from '../api/list-catalogue-games';
import { useUpdateCatalogueGame } from '../api/update-catalogue-game';
import { GameThumb } from './game-thumb';

type UpdateInput = z.input<typeof catalogueAdmin.catalogueGamesUpdateRequest>;
type UpdateOutput = z.output<typeof catalogueAdmin.catalogueGamesUpdateRequest>;

const updateSchema = blankAsAbsent(catalogueAdmin.catalogueGamesUpdateRequest, ['reason']);
const PREVIEW_SIZE = 120;
const GAME_PICTURE_RULES = { types: catalogueAdmin.GAME_PICTURE_TYPES, maxBytes: catalogueAdmin.GAME_PICTURE_MAX_BYTES };

interface PictureFieldProps {
  /** a data URL chosen here, null to return to the catalogue's picture, undefined to keep the current one */
  value: string | null | undefined;
  onChange(next: string | null): void;
  game: CatalogueGame;
  error?: string;
}

/** The site's own picture of the game: the current one, a file chosen here (checked before it is sent), or the catalogue's. */
function PictureField({ value, onChange, game, error }: PictureFieldProps) {
  const { t } = useTranslation(['games', 'validation']);
  const [chosen, setChosen] = useState<ImageBitmap>();
  const [refused, setRefused] = useState<ImageRefusal>();
  const resetFileInput = useRef<() => void>(null);
  const id = useId();
  const ownKept = value === undefined && game.has_own_picture;
  const hasOwn = typeof value === 'string' || ownKept;

  const choose = async (file: File | null) => {
    if (!file) return;
    const reading = await readImageWithPreview(file, GAME_PICTURE_RULES);
    resetFileInput.current?.();
    setRefused(reading.ok ? undefined : reading.refusal);
    if (!reading.ok) return;
    setChosen(reading.preview);
    onChange(reading.dataUrl);
  };

  let preview: React.ReactNode;
  if (typeof value === 'string' && chosen)
    preview = (
      <ChosenImagePreview
        image={chosen}
        label={t('game.pictureChosen')}
        size={PREVIEW_SIZE}
        fit="cover"
        style={{ borderRadius: 'var(--mantine-radius-sm)' }}
      />
    );
  else if (value === null) preview = <Text size="sm">{t('game.pictureReverts')}</Text>;
  else preview = <GameThumb src={game.picture_url} name={game.game_name} size={PREVIEW_SIZE} />;

  const shownError = refused ? t(`validation:${refused}`) : error;
  return (
    <Input.Wrapper
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={`${id}-description`}
      labelElement="div"
      labelProps={{ id: `${id}-label` }}
      descriptionProps={{ id: `${id}-description` }}
      label={t('game.picture')}
      description={t('game.pictureHint', { size: catalogueAdmin.GAME_PICTURE_MAX_BYTES / 1024 })}
      error={shownError}
    >
      <Group align="center" gap="md" mt={4} mb={shownError ? 4 : 0}>
        <Box style={{ lineHeight: 0 }}>{preview}</Box>
        <Stack gap="xs">
          <Text size="xs" c="dimmed">
            {hasOwn ? t('game.pictureOwn') : t('game.pictureCatalogue')}
          </Text>
          <Group gap="xs">
            <FileButton
              accept={catalogueAdmin.GAME_PICTURE_TYPES.join(',')}
              onChange={(file) => void choose(file)}
              resetRef={resetFileInput}
              inputProps={{ 'aria-label': t('game.pictureChoose') }}
            >
              {(props) => (
                <Button variant="default" size="sm" {...props}>
                  {t('game.pictureChoose')}
                </Button>
              )}
            </FileButton>
            {hasOwn && (
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
                {t('game.pictureRemove')}
              </Button>
            )}
          </Group>
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}

interface GameDialogProps {
  siteId: number;
  game: CatalogueGame;
  onSaved(): void;
  onCancel(): void;
}

/**
 * The site's choices about one game beyond its switch: its pinned place in the category lobby
 * and its own picture, checked with the update call's schema; the server's refusals (a file whose
 * bytes are not its type) go on the field they name.
 */
export function GameDialog({ siteId, game, onSaved, onCancel }: GameDialogProps) {
  const { t } = useTranslation(['games', 'ui']);
  const fieldError = useFieldErrorText();
  const update = useUpdateCatalogueGame();
  const [failure, setFailure] = useState<Failure>();
  const form = useContractForm<UpdateInput, UpdateOutput>(updateSchema, {
    site_id: siteId,
    game_id: game.game_id,
    position: game.position,
    picture: undefined,
    reason: '',
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await update.mutateAsync(values);
      onSaved();
    } catch (error) {
      const refused = failureOf(error);
      if (!showServerFieldErrors(form, refused)) setFailure(refused);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-busy={form.formState.isSubmitting}>
      <Stack>
        {failure && <FailureAlert failure={failure} />}
        <Text size="sm" c="dimmed">
          {t('game.about', { provider: game.provider_name, code: game.game_code })}
        </Text>
        <Controller
          control={form.control}
          name="position"
          render={({ field }) => (
            <NumberInput
              ref={field.ref}
              name={field.name}
              label={t('game.position')}
              description={t('game.positionHint')}
              value={field.value ?? ''}
              onChange={(typed) => field.onChange(typed === '' ? null : Number(typed))}
              onBlur={field.onBlur}
              min={catalogueAdmin.GAME_POSITION_RANGE.min}
              max={catalogueAdmin.GAME_POSITION_RANGE.max}
              allowDecimal={false}
              allowNegative={false}
              error={fieldError(errors.position)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="picture"
          render={({ field }) => (
            <PictureField
              value={field.value}
              onChange={(next) => {
                form.clearErrors('picture');
                field.onChange(next);
              }}
              game={game}
              error={fieldError(errors.picture)}
            />
          )}
        />
        <ReasonField error={fieldError(errors.reason)} {...form.register('reason')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('ui:common.cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('game.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
