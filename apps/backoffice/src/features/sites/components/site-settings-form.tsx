import {
  ActionIcon,
  Button,
  Card,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  CURRENCY_CODES,
  type Failure,
  LANGUAGE_NAMES,
  LANGUAGES,
  siteAdmin,
  THEME_CODES,
  THEME_COLORS,
  type ThemeCode,
} from '@wl/contract';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Controller, type FieldError, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { failureOf } from '@/shared/api/call';
import { blankAsAbsent } from '@/shared/forms/blank-fields';
import { showServerFieldErrors, useContractForm } from '@/shared/forms/contract-form';
import { useFieldErrorText } from '@/shared/forms/field-error';
import { ReasonField } from '@/shared/forms/reason-field';
import { FailureAlert } from '@/shared/ui/failure-alert';
import { useNotify } from '@/shared/ui/notify';
import type { SiteSettings } from '../api/get-site-settings';
import { useSaveSiteSettings } from '../api/save-site-settings';
import { useSetSiteLogo } from '../api/set-site-logo';
import type { PreviewLook } from '../preview';
import { LogoField } from './logo-field';

type SaveInput = z.input<typeof siteAdmin.siteSettingsSaveRequest>;
type SaveOutput = z.output<typeof siteAdmin.siteSettingsSaveRequest>;
type Slot = siteAdmin.LogoSlot;

const saveSchema = blankAsAbsent(siteAdmin.siteSettingsSaveRequest, ['reason']);

const SWITCHES = ['show_preloader', 'gamify_enabled'] as const;
/** What greets a first visit (issue 20): the modals one at a time, each at most once a day, then the strip and the bar. */
const FIRST_VISIT_SWITCHES = ['show_bf_ann_modal', 'show_app_download', 'show_download_bar', 'show_popup_games'] as const;
/** From how many the home shows each figure; below, it shows the recent wins instead. */
const HOME_THRESHOLDS = ['home_min_registered', 'home_min_active', 'home_min_winners'] as const;

/** An ISO date as the datetime-local input shows it, in the member's own time zone. */
function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

function fromLocalInput(value: string): string | null {
  return value ? new Date(value).toISOString() : null;
}

/** The first refused entry of a list field (or the list's own error). */
function firstError(error: unknown): FieldError | undefined {
  if (Array.isArray(error)) return error.find(Boolean) as FieldError | undefined;
  return error as FieldError | undefined;
}

function defaultsOf(site: SiteSettings): SaveInput {
  return {
    site_id: site.id,
    name: site.name,
    theme_code: site.theme_code as ThemeCode,
    theme_color: site.theme_color,
    language: site.language as SaveInput['language'],
    currency: site.currency as SaveInput['currency'],
    country: site.country,
    min_age: site.min_age,
    maintenance_on: site.maintenance_on,
    maintenance_start: site.maintenance_start,
    maintenance_end: site.maintenance_end,
    show_preloader: site.show_preloader,
    show_bf_ann_modal: site.show_bf_ann_modal,
    show_app_download: site.show_app_download,
    show_download_bar: site.show_download_bar,
    show_popup_games: site.show_popup_games,
    gamify_enabled: site.gamify_enabled,
    home_min_registered: site.home_min_registered,
    home_min_active: site.home_min_active,
    home_min_winners: site.home_min_winners,
    logo_text: site.logo_text,
    live_chat_id: site.live_chat_id,
    live_chat_image_id: site.live_chat_image_id,
    android_sub: site.android_sub,
    ios_sub: site.ios_sub,
    trusted_hosts: site.trusted_hosts,
    analytics_scripts: site.analytics_scripts as SaveInput['analytics_scripts'],
    social_accounts: site.social_accounts,
    reason: '',
  };
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={id}>
      <Title order={2} fz="h4" mb="sm" id={id}>
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </Card>
  );
}

interface SiteSettingsFormProps {
  site: SiteSettings;
  /** false: the member may only look */
  editable: boolean;
  /** the unsaved look, for the preview beside the form */
  onLookChange(look: PreviewLook): void;
}

/**
 * A site's settings and branding, checked with the save call's own schema. Logos chosen here are
 * uploaded when the form is saved; until then they, the template and the colour show in the
 * preview only.
 */
export function SiteSettingsForm({ site, editable, onLookChange }: SiteSettingsFormProps) {
  const { t } = useTranslation('sites');
  const notify = useNotify();
  const fieldError = useFieldErrorText();
  const save = useSaveSiteSettings();
  const setLogo = useSetSiteLogo();
  const [failure, setFailure] = useState<Failure>();
  const [logos, setLogos] = useState<Partial<Record<Slot, string | null>>>({});
  const form = useContractForm<SaveInput, SaveOutput>(saveSchema, defaultsOf(site));
  const errors = form.formState.errors;
  const scripts = useFieldArray({ control: form.control, name: 'analytics_scripts' as never });
  const accounts = useFieldArray({ control: form.control, name: 'social_accounts' as never });
  const [themeCode, themeColor, logoText] = useWatch({ control: form.control, name: ['theme_code', 'theme_color', 'logo_text'] });

  const look = useMemo<PreviewLook>(() => {
    const logo = (slot: Slot) => {
      const pending = logos[slot];
      return pending === undefined ? site[`logo${slot}`] : (pending ?? '');
    };
    return {
      theme_code: themeCode ?? site.theme_code,
      theme_color: themeColor ?? site.theme_color,
      logo1: logo(1),
      logo2: logo(2),
      logo3: logo(3),
      logo_text: logoText ?? '',
    };
  }, [themeCode, themeColor, logoText, logos, site]);
  // The preview follows every change of the look.
  useEffect(() => onLookChange(look), [look, onLookChange]);

  const colours = THEME_COLORS[(themeCode ?? site.theme_code) as ThemeCode] ?? [];

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      for (const slot of [1, 2, 3] as const) {
        const pending = logos[slot];
        if (pending !== undefined) {
          await setLogo.mutateAsync({ site_id: site.id, slot, image: pending, reason: values.reason });
          setLogos((current) => ({ ...current, [slot]: undefined }));
        }
      }
      const { value } = await save.mutateAsync(values);
      form.reset(defaultsOf(value));
      setLogos({});
      notify.done(t('saved', { site: value.name }));
    } catch (error) {
      const refused = failureOf(error);
      if (!showServerFieldErrors(form, refused)) setFailure(refused);
    }
  });

  const text = (name: keyof SaveInput, props: Record<string, unknown> = {}) => (
    <TextInput
      {...form.register(name as never)}
      label={t(`fields.${name}` as never)}
      error={fieldError(errors[name] as never)}
      disabled={!editable}
      {...props}
    />
  );

  const switchField = (name: (typeof SWITCHES)[number] | (typeof FIRST_VISIT_SWITCHES)[number]) => (
    <Controller
      key={name}
      control={form.control}
      name={name}
      render={({ field }) => (
        <Switch
          label={t(`fields.${name}`)}
          checked={field.value ?? false}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          disabled={!editable}
        />
      )}
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-busy={form.formState.isSubmitting}>
      <Stack gap="md">
        {failure && <FailureAlert failure={failure} />}
        <Section id="site-look" title={t('sections.look')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              control={form.control}
              name="theme_code"
              render={({ field }) => (
                <NativeSelect
                  label={t('fields.theme_code')}
                  data={THEME_CODES.map((code) => ({ value: code, label: t('templateOption', { code }) }))}
                  value={field.value}
                  onChange={(event) => {
                    const next = event.currentTarget.value as ThemeCode;
                    field.onChange(next);
                    // A colour the new template lacks gives way to its first one.
                    if (!THEME_COLORS[next].includes(form.getValues('theme_color') ?? '')) {
                      form.setValue('theme_color', THEME_COLORS[next][0]);
                    }
                  }}
                  error={fieldError(errors.theme_code)}
                  disabled={!editable}
                />
              )}
            />
            <Controller
              control={form.control}
              name="theme_color"
              render={({ field }) => (
                <NativeSelect
                  label={t('fields.theme_color')}
                  data={colours.map((colour) => ({ value: colour, label: colour }))}
                  value={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.value)}
                  error={fieldError(errors.theme_color)}
                  disabled={!editable}
                />
              )}
            />
          </SimpleGrid>
          {text('logo_text', { description: t('fields.logo_textHint') })}
          {([1, 2, 3] as const).map((slot) => (
            <LogoField
              key={slot}
              slot={slot}
              saved={site[`logo${slot}`]}
              pending={logos[slot]}
              onChange={(next) => setLogos((current) => ({ ...current, [slot]: next }))}
              disabled={!editable}
            />
          ))}
        </Section>

        <Section id="site-general" title={t('sections.general')}>
          {text('name')}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              {...form.register('language')}
              label={t('fields.language')}
              data={LANGUAGES.map((code) => ({
                value: code,
                label: LANGUAGE_NAMES[code] ? `${LANGUAGE_NAMES[code]} (${code})` : code,
              }))}
              error={fieldError(errors.language)}
              disabled={!editable}
            />
            <NativeSelect
              {...form.register('currency')}
              label={t('fields.currency')}
              description={t('fields.currencyHint')}
              data={[...CURRENCY_CODES]}
              error={fieldError(errors.currency)}
              disabled={!editable}
            />
            {text('country', { description: t('fields.countryHint'), maxLength: 2 })}
            <Controller
              control={form.control}
              name="min_age"
              render={({ field }) => (
                <NumberInput
                  label={t('fields.min_age')}
                  description={t('fields.min_ageHint', { age: site.minimum_age })}
                  value={field.value ?? ''}
                  onChange={(value) => field.onChange(value === '' ? null : Number(value))}
                  allowDecimal={false}
                  error={fieldError(errors.min_age)}
                  disabled={!editable}
                />
              )}
            />
          </SimpleGrid>
        </Section>

        <Section id="site-maintenance" title={t('sections.maintenance')}>
          <Controller
            control={form.control}
            name="maintenance_on"
            render={({ field }) => (
              <Switch
                label={t('fields.maintenance_on')}
                description={t('fields.maintenance_onHint')}
                checked={field.value ?? false}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                disabled={!editable}
              />
            )}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {(['maintenance_start', 'maintenance_end'] as const).map((name) => (
              <Controller
                key={name}
                control={form.control}
                name={name}
                render={({ field }) => (
                  <TextInput
                    type="datetime-local"
                    label={t(`fields.${name}`)}
                    value={toLocalInput(field.value)}
                    onChange={(event) => field.onChange(fromLocalInput(event.currentTarget.value))}
                    error={fieldError(errors[name])}
                    disabled={!editable}
                  />
                )}
              />
            ))}
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {t('fields.maintenanceWindowHint')}
          </Text>
        </Section>

        <Section id="site-switches" title={t('sections.switches')}>
          {SWITCHES.map(switchField)}
        </Section>

        <Section id="site-first-visit" title={t('sections.firstVisit')}>
          <Text size="sm" c="dimmed">
            {t('fields.firstVisitHint')}
          </Text>
          {FIRST_VISIT_SWITCHES.map(switchField)}
          <Text fw={500} size="sm" mt="xs">
            {t('fields.homeThresholds')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('fields.homeThresholdsHint')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {HOME_THRESHOLDS.map((name) => (
              <Controller
                key={name}
                control={form.control}
                name={name}
                render={({ field }) => (
                  <NumberInput
                    label={t(`fields.${name}`)}
                    value={field.value ?? ''}
                    // An emptied field is not sent, so the saved number stays.
                    onChange={(value) => field.onChange(value === '' ? undefined : Number(value))}
                    allowDecimal={false}
                    allowNegative={false}
                    min={0}
                    max={siteAdmin.HOME_THRESHOLD_MAX}
                    error={fieldError(errors[name])}
                    disabled={!editable}
                  />
                )}
              />
            ))}
          </SimpleGrid>
        </Section>

        <Section id="site-integrations" title={t('sections.integrations')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text('live_chat_id', { description: t('fields.live_chat_idHint') })}
            {text('live_chat_image_id', { description: t('fields.live_chat_image_idHint') })}
          </SimpleGrid>
          <Controller
            control={form.control}
            name="trusted_hosts"
            render={({ field }) => (
              <TagsInput
                label={t('fields.trusted_hosts')}
                description={t('fields.trusted_hostsHint')}
                value={field.value ?? []}
                onChange={field.onChange}
                error={fieldError(firstError(errors.trusted_hosts))}
                disabled={!editable}
                clearable
              />
            )}
          />
          <Stack gap="xs" role="group" aria-labelledby="analytics-title">
            <Text fw={500} size="sm" id="analytics-title">
              {t('fields.analytics_scripts')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('fields.analytics_scriptsHint')}
            </Text>
            {scripts.fields.map((entry, index) => (
              <Group key={entry.id} align="flex-start" gap="xs" wrap="nowrap">
                <NativeSelect
                  {...form.register(`analytics_scripts.${index}.section` as const)}
                  aria-label={t('fields.scriptSection', { number: index + 1 })}
                  data={['HEAD', 'BODY']}
                  disabled={!editable}
                />
                <TextInput
                  {...form.register(`analytics_scripts.${index}.script` as const)}
                  aria-label={t('fields.scriptUrl', { number: index + 1 })}
                  placeholder="https://"
                  style={{ flex: 1 }}
                  error={fieldError(errors.analytics_scripts?.[index]?.script)}
                  disabled={!editable}
                />
                {editable && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={6}
                    aria-label={t('fields.removeScript', { number: index + 1 })}
                    onClick={() => scripts.remove(index)}
                  >
                    ×
                  </ActionIcon>
                )}
              </Group>
            ))}
            {editable && scripts.fields.length < siteAdmin.ANALYTICS_SCRIPTS_MAX && (
              <Button variant="default" size="xs" w="fit-content" onClick={() => scripts.append({ section: 'HEAD', script: '' })}>
                {t('fields.addScript')}
              </Button>
            )}
          </Stack>
        </Section>

        <Section id="site-links" title={t('sections.links')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text('android_sub', { placeholder: 'https://play.google.com/…' })}
            {text('ios_sub', { placeholder: 'https://apps.apple.com/…' })}
          </SimpleGrid>
          <Stack gap="xs" role="group" aria-labelledby="social-title">
            <Text fw={500} size="sm" id="social-title">
              {t('fields.social_accounts')}
            </Text>
            {accounts.fields.map((entry, index) => (
              <SimpleGrid key={entry.id} cols={{ base: 1, sm: 3 }} spacing="xs">
                <TextInput
                  {...form.register(`social_accounts.${index}.platform` as const)}
                  aria-label={t('fields.socialPlatform', { number: index + 1 })}
                  placeholder={t('fields.socialPlatformPlaceholder')}
                  error={fieldError(errors.social_accounts?.[index]?.platform)}
                  disabled={!editable}
                />
                <TextInput
                  {...form.register(`social_accounts.${index}.name` as const)}
                  aria-label={t('fields.socialName', { number: index + 1 })}
                  placeholder={t('fields.socialNamePlaceholder')}
                  error={fieldError(errors.social_accounts?.[index]?.name)}
                  disabled={!editable}
                />
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <TextInput
                    {...form.register(`social_accounts.${index}.url` as const)}
                    aria-label={t('fields.socialUrl', { number: index + 1 })}
                    placeholder="https://"
                    style={{ flex: 1 }}
                    error={fieldError(errors.social_accounts?.[index]?.url)}
                    disabled={!editable}
                  />
                  {editable && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      mt={6}
                      aria-label={t('fields.removeSocial', { number: index + 1 })}
                      onClick={() => accounts.remove(index)}
                    >
                      ×
                    </ActionIcon>
                  )}
                </Group>
              </SimpleGrid>
            ))}
            {editable && accounts.fields.length < siteAdmin.SOCIAL_ACCOUNTS_MAX && (
              <Button
                variant="default"
                size="xs"
                w="fit-content"
                onClick={() => accounts.append({ platform: '', name: '', url: '' })}
              >
                {t('fields.addSocial')}
              </Button>
            )}
          </Stack>
        </Section>

        {editable && (
          <Card withBorder padding="md">
            <Stack gap="sm">
              <ReasonField {...form.register('reason')} error={fieldError(errors.reason)} />
              <Group justify="flex-end">
                <Button
                  variant="default"
                  onClick={() => {
                    form.reset(defaultsOf(site));
                    setLogos({});
                  }}
                >
                  {t('discard')}
                </Button>
                <Button type="submit" loading={form.formState.isSubmitting}>
                  {t('save')}
                </Button>
              </Group>
            </Stack>
          </Card>
        )}
      </Stack>
    </form>
  );
}
