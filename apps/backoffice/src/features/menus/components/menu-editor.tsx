import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { type Failure, type Language, type MenuItem, menuAdmin, PRODUCT_CATEGORIES } from '@wl/contract';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Controller, type FieldError, type Path, type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { failureOf } from '@/shared/api/call';
import { blankAsAbsent } from '@/shared/forms/blank-fields';
import { useContractForm } from '@/shared/forms/contract-form';
import { useFieldErrorText } from '@/shared/forms/field-error';
import { ReasonField } from '@/shared/forms/reason-field';
import { FailureAlert } from '@/shared/ui/failure-alert';
import type { MenuKind } from '../api/get-menus';
import { useSaveMenu } from '../api/save-menu';

type SaveInput = z.input<typeof menuAdmin.menusSaveRequest>;
type SaveOutput = z.output<typeof menuAdmin.menusSaveRequest>;
type Form = UseFormReturn<SaveInput, unknown, SaveOutput>;
type Direction = 'up' | 'down';

/** The save call's rules, with a blank reason sent as none (it is optional). */
const saveSchema = blankAsAbsent(menuAdmin.menusSaveRequest, ['reason']);

/** An entry as the form holds it: every field present, the site language's title blank when there is none. */
function draftOf(item: MenuItem, language: Language): SaveInput['items'][number] {
  return {
    key: item.key,
    title: item.title,
    titles: language === 'EN' ? {} : { [language]: item.titles?.[language] ?? '' },
    path: item.path,
    icon: item.icon,
    category: (item.category as SaveInput['items'][number]['category']) ?? null,
    children: item.children.map((child) => ({ ...draftOf(child, language), children: [] })),
  };
}

function blankEntry(language: Language, taken: Set<string>): SaveInput['items'][number] {
  let number = taken.size + 1;
  while (taken.has(`entry-${number}`)) number += 1;
  return {
    key: `entry-${number}`,
    title: '',
    titles: language === 'EN' ? {} : { [language]: '' },
    path: '/',
    icon: '',
    category: null,
    children: [],
  };
}

/** Every key in the draft: a new entry takes one that is free. */
function keysOf(items: SaveInput['items']): Set<string> {
  return new Set(items.flatMap((item) => [item.key, ...(item.children ?? []).map((child) => child.key)]));
}

/** The field error at a dotted path of the form (items.2.children.0.title). */
function errorAt(form: Form, path: string): FieldError | undefined {
  let node: unknown = form.formState.errors;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return node as FieldError | undefined;
}

/**
 * Moves a row of a list and keeps the keyboard focus on the moved row's button (or its other one
 * at either end of the list), announcing its new place.
 */
function useMoveFocus(list: React.RefObject<HTMLElement | null>, ids: string[]) {
  const [moved, setMoved] = useState<{ id: string; direction: Direction }>();
  useLayoutEffect(() => {
    if (!moved) return;
    const index = ids.indexOf(moved.id);
    const direction = index === 0 ? 'down' : index === ids.length - 1 ? 'up' : moved.direction;
    list.current?.querySelector<HTMLButtonElement>(`[data-move="${moved.id}-${direction}"]`)?.focus();
    setMoved(undefined);
  }, [ids, moved, list]);
  return setMoved;
}

interface RowControlsProps {
  id: string;
  index: number;
  total: number;
  name: string;
  onMove(direction: Direction): void;
  onRemove(): void;
}

function RowControls({ id, index, total, name, onMove, onRemove }: RowControlsProps) {
  const { t } = useTranslation('menus');
  return (
    <Group gap="xs" wrap="nowrap">
      <ActionIcon
        variant="default"
        size="lg"
        data-move={`${id}-up`}
        aria-label={t('moveUp', { name })}
        disabled={index === 0}
        onClick={() => onMove('up')}
      >
        <span aria-hidden>↑</span>
      </ActionIcon>
      <ActionIcon
        variant="default"
        size="lg"
        data-move={`${id}-down`}
        aria-label={t('moveDown', { name })}
        disabled={index === total - 1}
        onClick={() => onMove('down')}
      >
        <span aria-hidden>↓</span>
      </ActionIcon>
      <Button variant="light" color="red" aria-label={t('removeLabel', { name })} onClick={onRemove}>
        {t('remove')}
      </Button>
    </Group>
  );
}

/** Whether an entry's key, category and icon show: when the member opens them, or when one is refused. */
function useMoreFields(form: Form, prefix: string) {
  const { t } = useTranslation('menus');
  const fieldError = useFieldErrorText();
  const [open, setOpen] = useState(false);
  const id = useId();
  const refused = ['key', 'icon', 'category'].some((name) => fieldError(errorAt(form, `${prefix}.${name}`)));
  const shown = open || refused;
  const toggle = (
    <Button
      variant="subtle"
      size="compact-sm"
      aria-expanded={shown}
      aria-controls={id}
      onClick={() => setOpen((value) => !value)}
    >
      {t('more')}
    </Button>
  );
  return { id, shown, toggle };
}

/**
 * The fields of one entry or sub-entry: its titles and link, and (when `more` is shown) its key,
 * game category and icon, which an operator rarely changes.
 */
function EntryFields({
  form,
  prefix,
  language,
  editable,
  more,
}: {
  form: Form;
  prefix: string;
  language: Language;
  editable: boolean;
  more: { id: string; shown: boolean };
}) {
  const { t } = useTranslation('menus');
  const fieldError = useFieldErrorText();
  const field = (name: string) => `${prefix}.${name}` as Path<SaveInput>;
  const error = (name: string) => fieldError(errorAt(form, `${prefix}.${name}`));
  const readOnly = !editable;
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, sm: language === 'EN' ? 2 : 3 }} spacing="sm" verticalSpacing="xs">
        <TextInput
          label={t('fields.title')}
          required
          readOnly={readOnly}
          error={error('title')}
          {...form.register(field('title'))}
        />
        {language !== 'EN' && (
          <TextInput
            label={t('fields.localTitle', { language: t(`languages.${language}`) })}
            placeholder={t('fields.localPlaceholder')}
            readOnly={readOnly}
            error={error(`titles.${language}`) ?? error('titles')}
            {...form.register(field(`titles.${language}`))}
          />
        )}
        <TextInput
          label={t('fields.path')}
          placeholder={t('fields.pathPlaceholder')}
          readOnly={readOnly}
          error={error('path')}
          autoComplete="off"
          {...form.register(field('path'))}
        />
      </SimpleGrid>
      <div id={more.id} hidden={!more.shown}>
        {more.shown && (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing="xs">
            <TextInput
              label={t('fields.key')}
              description={t('fields.keyHint')}
              required
              readOnly={readOnly}
              error={error('key')}
              autoComplete="off"
              {...form.register(field('key'))}
            />
            <Controller
              control={form.control}
              name={field('category')}
              render={({ field: category }) => (
                <Select
                  ref={category.ref}
                  name={category.name}
                  label={t('fields.category')}
                  description={t('fields.categoryHint')}
                  placeholder={t('fields.categoryNone')}
                  data={PRODUCT_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))}
                  value={(category.value as string | null) ?? null}
                  onChange={(value) => category.onChange(value)}
                  onBlur={category.onBlur}
                  clearable
                  readOnly={readOnly}
                  error={error('category')}
                />
              )}
            />
            <TextInput
              label={t('fields.icon')}
              description={t('fields.iconHint')}
              readOnly={readOnly}
              error={error('icon')}
              autoComplete="off"
              {...form.register(field('icon'))}
            />
          </SimpleGrid>
        )}
      </div>
    </Stack>
  );
}

interface RowProps {
  form: Form;
  id: string;
  position: number;
  total: number;
  language: Language;
  editable: boolean;
  onMove(direction: Direction, name: string): void;
  onRemove(name: string): void;
}

/** An entry's name where the page speaks of it: its English title as typed, or "New entry". */
function useEntryName(form: Form, path: `items.${number}` | `items.${number}.children.${number}`): string {
  const { t } = useTranslation('menus');
  const title = useWatch({ control: form.control, name: `${path}.title` as Path<SaveInput> }) as string | undefined;
  return title?.trim() || t('untitled');
}

/** The row under an entry's fields: its other fields' toggle and extra actions, then move and remove. */
function RowFooter({ start, controls }: { start: React.ReactNode; controls: React.ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <Group gap="xs">{start}</Group>
      {controls}
    </Group>
  );
}

/** One sub-entry: its fields and, for a member who may change the menu, its move and remove buttons. */
function ChildEntry({ form, id, index, position, total, language, editable, onMove, onRemove }: RowProps & { index: number }) {
  const { t } = useTranslation('menus');
  const prefix = `items.${index}.children.${position}` as const;
  const name = useEntryName(form, prefix);
  const more = useMoreFields(form, prefix);
  return (
    <li style={{ marginBottom: 'var(--mantine-spacing-xs)' }}>
      <Fieldset
        variant="filled"
        legend={t('childLegend', { position: position + 1, name })}
        styles={{ legend: { fontWeight: 600 } }}
      >
        <Stack gap="xs">
          <EntryFields form={form} prefix={prefix} language={language} editable={editable} more={more} />
          <RowFooter
            start={more.toggle}
            controls={
              editable && (
                <RowControls
                  id={id}
                  index={position}
                  total={total}
                  name={name}
                  onMove={(direction) => onMove(direction, name)}
                  onRemove={() => onRemove(name)}
                />
              )
            }
          />
        </Stack>
      </Fieldset>
    </li>
  );
}

/** One entry: its fields, its sub-entries, and its move and remove buttons. */
function TopEntry({
  form,
  id,
  position,
  total,
  language,
  editable,
  onMove,
  onRemove,
  announce,
}: RowProps & { announce(text: string): void }) {
  const { t } = useTranslation('menus');
  const name = useEntryName(form, `items.${position}`);
  const more = useMoreFields(form, `items.${position}`);
  const children = useFieldArray({ control: form.control, name: `items.${position}.children` });
  return (
    <Card component="li" withBorder padding="sm">
      <Fieldset
        variant="unstyled"
        legend={t('legend', { position: position + 1, name })}
        styles={{ legend: { fontWeight: 700, marginBottom: 'var(--mantine-spacing-xs)' } }}
      >
        <Stack gap="xs">
          <EntryFields form={form} prefix={`items.${position}`} language={language} editable={editable} more={more} />
          <ChildEntries
            form={form}
            index={position}
            parentName={name}
            language={language}
            editable={editable}
            announce={announce}
            subEntries={children}
          />
          <RowFooter
            start={
              <>
                {more.toggle}
                {editable && children.fields.length < menuAdmin.MENU_CHILDREN_MAX && (
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    onClick={() =>
                      children.append(
                        { ...blankEntry(language, keysOf(form.getValues('items'))), children: [] },
                        { shouldFocus: true },
                      )
                    }
                  >
                    {t('addChild', { name })}
                  </Button>
                )}
              </>
            }
            controls={
              editable && (
                <RowControls
                  id={id}
                  index={position}
                  total={total}
                  name={name}
                  onMove={(direction) => onMove(direction, name)}
                  onRemove={() => onRemove(name)}
                />
              )
            }
          />
        </Stack>
      </Fieldset>
    </Card>
  );
}

/** The sub-entries of an entry, with their own order; sub-entries have none of their own. */
function ChildEntries({
  form,
  index,
  parentName,
  language,
  editable,
  announce,
  subEntries,
}: {
  form: Form;
  index: number;
  parentName: string;
  language: Language;
  editable: boolean;
  announce(text: string): void;
  subEntries: ReturnType<typeof useFieldArray<SaveInput, `items.${number}.children`>>;
}) {
  const { t } = useTranslation('menus');
  const { fields, move, remove } = subEntries;
  const list = useRef<HTMLOListElement>(null);
  const focusMoved = useMoveFocus(
    list,
    fields.map((child) => child.id),
  );
  if (fields.length === 0) return null;
  return (
    <ol ref={list} aria-label={t('childrenOf', { name: parentName })} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {fields.map((child, position) => (
        <ChildEntry
          key={child.id}
          form={form}
          id={child.id}
          index={index}
          position={position}
          total={fields.length}
          language={language}
          editable={editable}
          onMove={(direction, name) => {
            const to = direction === 'up' ? position - 1 : position + 1;
            move(position, to);
            focusMoved({ id: child.id, direction });
            announce(t('moved', { name, position: to + 1, total: fields.length }));
          }}
          onRemove={(name) => {
            announce(t('removed', { name }));
            remove(position);
          }}
        />
      ))}
    </ol>
  );
}

interface MenuEditorProps {
  siteId: number;
  menu: MenuKind;
  language: Language;
  items: MenuItem[];
  editable: boolean;
}

/**
 * One menu of a site as a list of entries, each with its titles in English and the site's language,
 * its link and its sub-entries. Adding, removing and moving change the draft; Save sends the menu
 * whole (the contract's rules first, then the server's), Discard goes back to the saved one.
 */
export function MenuEditor({ siteId, menu, language, items, editable }: MenuEditorProps) {
  const { t } = useTranslation('menus');
  const fieldError = useFieldErrorText();
  const save = useSaveMenu();
  const [failure, setFailure] = useState<Failure>();
  const [announcement, setAnnouncement] = useState('');
  const [saved, setSaved] = useState(false);
  const defaults = (from: MenuItem[]): SaveInput => ({
    site_id: siteId,
    menu,
    items: from.map((item) => draftOf(item, language)),
    reason: '',
  });
  const form = useContractForm<SaveInput, SaveOutput>(saveSchema, defaults(items));
  const { fields, move, remove, append } = useFieldArray({ control: form.control, name: 'items' });
  const list = useRef<HTMLOListElement>(null);
  const focusMoved = useMoveFocus(
    list,
    fields.map((entry) => entry.id),
  );
  const announce = (text: string) => {
    setSaved(false);
    setAnnouncement(text);
  };

  // Another member's save (or this one's) comes back as new items: the draft starts from them.
  const { reset } = form;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the draft follows the saved items only
  useEffect(() => reset(defaults(items)), [items]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    setSaved(false);
    try {
      await save.mutateAsync(values);
      setSaved(true);
    } catch (error) {
      const refused = failureOf(error);
      const onFields = (refused.errors ?? []).filter((each) => each.field.startsWith('items') || each.field === 'reason');
      onFields.forEach((each, index) => {
        form.setError(each.field as Path<SaveInput>, { type: 'server', message: each.key }, { shouldFocus: index === 0 });
      });
      if (onFields.length === 0) setFailure(refused);
    }
  });

  // A rule of the list as a whole (too many entries) sits on its root.
  const listError = fieldError(form.formState.errors.items?.root);

  return (
    <form onSubmit={submit} noValidate aria-busy={form.formState.isSubmitting}>
      <Stack gap="md">
        {failure && <FailureAlert failure={failure} />}
        {listError && (
          <Alert color="red" variant="light" role="alert">
            {listError}
          </Alert>
        )}
        <VisuallyHidden role="status" aria-live="polite">
          {announcement}
        </VisuallyHidden>
        {fields.length === 0 && (
          <Text c="dimmed" size="sm">
            {t('empty')}
          </Text>
        )}
        <ol
          ref={list}
          aria-label={t(`listLabel.${menu}`)}
          style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 'var(--mantine-spacing-sm)' }}
        >
          {fields.map((entry, position) => (
            <TopEntry
              key={entry.id}
              form={form}
              id={entry.id}
              position={position}
              total={fields.length}
              language={language}
              editable={editable}
              announce={announce}
              onMove={(direction, name) => {
                const to = direction === 'up' ? position - 1 : position + 1;
                move(position, to);
                focusMoved({ id: entry.id, direction });
                announce(t('moved', { name, position: to + 1, total: fields.length }));
              }}
              onRemove={(name) => {
                announce(t('removed', { name }));
                remove(position);
              }}
            />
          ))}
        </ol>
        {editable && (
          <>
            {fields.length < menuAdmin.MENU_ENTRIES_MAX && (
              <Group>
                <Button
                  variant="default"
                  onClick={() => {
                    setSaved(false);
                    append(blankEntry(language, keysOf(form.getValues('items'))), { shouldFocus: true });
                  }}
                >
                  {t('add')}
                </Button>
              </Group>
            )}
            <ReasonField error={fieldError(form.formState.errors.reason)} {...form.register('reason')} />
            <Group justify="flex-end">
              <Button
                variant="default"
                disabled={!form.formState.isDirty || form.formState.isSubmitting}
                onClick={() => {
                  setSaved(false);
                  setFailure(undefined);
                  reset(defaults(items));
                }}
              >
                {t('discard')}
              </Button>
              <Button type="submit" loading={form.formState.isSubmitting}>
                {t(`save.${menu}`)}
              </Button>
            </Group>
            {saved && !form.formState.isDirty && (
              <Alert color="green" variant="light" role="status">
                {t('saved')}
              </Alert>
            )}
          </>
        )}
      </Stack>
    </form>
  );
}
