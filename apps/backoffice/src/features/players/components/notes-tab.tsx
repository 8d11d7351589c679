import { Button, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import { type Failure, playerDesk } from '@wl/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { failureOf } from '@/shared/api/call';
import { showServerFieldErrors, useContractForm } from '@/shared/forms/contract-form';
import { useFieldErrorText } from '@/shared/forms/field-error';
import { useFormatDateTime } from '@/shared/i18n/format';
import { useMayCall } from '@/shared/session/may-call';
import { FailureAlert } from '@/shared/ui/failure-alert';
import { usePlayerAction } from '../api/player-actions';

type NoteInput = z.input<typeof playerDesk.playerAddNoteRequest>;
type NoteOutput = z.output<typeof playerDesk.playerAddNoteRequest>;

/** Staff notes on the player, newest first, each signed by its author; a member with players.notes adds one. */
export function NotesTab({ player }: { player: playerDesk.Player360 }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const mayCall = useMayCall();
  return (
    <Stack gap="md">
      {mayCall('playerAddNote') && <AddNoteForm playerId={player.profile.player_id} />}
      {player.notes.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('players.notes.empty')}
        </Text>
      ) : (
        <Stack gap="sm" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
          {player.notes.map((note) => (
            <Card key={note.note_id} component="li" withBorder padding="sm">
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {note.text}
              </Text>
              <Text size="xs" c="dimmed" mt={4}>
                {t('players.notes.by', { author: note.author, at: formatDateTime(note.created_at) })}
              </Text>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function AddNoteForm({ playerId }: { playerId: number }) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const addNote = usePlayerAction('playerAddNote');
  const [failure, setFailure] = useState<Failure>();
  const form = useContractForm<NoteInput, NoteOutput>(playerDesk.playerAddNoteRequest, { player_id: playerId, text: '' });

  const submit = form.handleSubmit(async (request) => {
    setFailure(undefined);
    try {
      await addNote.mutateAsync(request);
      form.reset({ player_id: playerId, text: '' });
    } catch (error) {
      const refused = failureOf(error);
      if (!showServerFieldErrors(form, refused)) setFailure(refused);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-busy={form.formState.isSubmitting}>
      <Stack gap="xs">
        {failure && <FailureAlert failure={failure} />}
        <Textarea
          label={t('players.notes.add')}
          description={t('players.notes.hint')}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={playerDesk.NOTE_MAX}
          error={fieldError(form.formState.errors.text)}
          {...form.register('text')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('players.notes.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
