import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CallError, call } from '@/shared/api/call';
import { answerCalls, memberFixture, renderApp } from '@/test/render-app';
import type { SiteSettings } from '../api/get-site-settings';

vi.mock('@/shared/api/call', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api/call')>()),
  call: vi.fn(),
}));

const SITE: SiteSettings = {
  id: 1,
  operator_id: 1,
  name: 'Manila Royale',
  external_id: 'site-manila',
  theme_code: 'slot6',
  theme_color: 'galaxy',
  language: 'EN',
  currency: 'PHP',
  country: 'PH',
  min_age: null,
  minimum_age: 21,
  terms_version: '2026-11-25',
  status: 'active',
  expired_date: null,
  maintenance_on: false,
  maintenance_start: null,
  maintenance_end: null,
  in_maintenance: false,
  show_preloader: true,
  show_bf_ann_modal: false,
  show_app_download: false,
  show_download_bar: false,
  show_popup_games: true,
  home_min_registered: 100,
  home_min_active: 10,
  home_min_winners: 5,
  gamify_enabled: true,
  domains: ['slot6.localhost', 'manila.example'],
  logo1: '/api/site-logos/1/1?v=5',
  logo2: '',
  logo3: '',
  logo_text: 'MANILA',
  live_chat_id: '',
  live_chat_image_id: '',
  android_sub: '',
  ios_sub: '',
  trusted_hosts: ['https://www.googletagmanager.com'],
  analytics_scripts: [{ section: 'HEAD', script: 'https://www.googletagmanager.com/gtag/js?id=G-1' }],
  social_accounts: [{ platform: 'telegram', name: '@manila', url: 'https://t.me/manila' }],
  created_at: '2026-11-01T00:00:00.000Z',
};

const ADMIN = memberFixture({
  role: 'admin',
  permissions: ['sites.read', 'sites.manage', 'players.read'],
  sites: [{ id: 1, name: 'Manila Royale', domain: 'slot6.localhost', currency: 'PHP', language: 'EN' }],
});
const READ_ONLY = memberFixture({
  role: 'read_only',
  permissions: ['sites.read', 'players.read'],
  sites: ADMIN.sites,
});

function answerSites(member = ADMIN) {
  let stored = { ...SITE };
  answerCalls({
    staffMe: () => ({ statusCode: 1, me: member }),
    sitesList: () => ({ statusCode: 1, value: [stored] }),
    siteSettingsGet: () => ({ statusCode: 1, value: stored }),
    siteSettingsSave: (body) => {
      if (body.analytics_scripts?.some((entry) => entry.script.startsWith('https://stats.'))) {
        throw new CallError({
          statusCode: 422,
          message: 'validationFailed',
          errors: [{ field: 'analytics_scripts.0.script', key: 'scriptHostNotTrusted' }],
        });
      }
      const { site_id: _id, reason: _reason, ...changes } = body;
      stored = { ...stored, ...(changes as Partial<SiteSettings>) };
      return { statusCode: 1, value: stored };
    },
    siteLogoSet: ({ slot, image }) => {
      stored = { ...stored, [`logo${slot}`]: image ? `/api/site-logos/1/${slot}?v=9` : '' };
      return { statusCode: 1, value: stored };
    },
    siteDomainRemove: ({ domain }) => {
      stored = { ...stored, domains: stored.domains.filter((each) => each !== domain) };
      return { statusCode: 1, value: stored };
    },
  });
}

/** The site's origin on the test page's scheme and port, as the back office frames it. */
const SITE_ORIGIN = `${window.location.protocol}//slot6.localhost${window.location.port ? `:${window.location.port}` : ''}`;

function callsOf(name: string) {
  return vi.mocked(call).mock.calls.filter(([called]) => called === name);
}

/** The preview frame, told by the framed app that it listens; its posts are recorded. */
async function readyPreview() {
  const frame = (await screen.findByTitle('Preview of slot6.localhost')) as HTMLIFrameElement;
  const post = vi.spyOn(frame.contentWindow!, 'postMessage');
  window.dispatchEvent(
    new MessageEvent('message', { data: { type: 'wl-preview-ready' }, origin: SITE_ORIGIN, source: frame.contentWindow }),
  );
  return { frame, post };
}

beforeEach(() => {
  vi.mocked(call).mockReset();
  notifications.clean();
});

// A busy machine renders the editor's long form slowly: generous limits, never a timed assertion.
describe('Sites and branding', { timeout: 120_000 }, () => {
  it("lists the member's sites and opens one beside its preview", async () => {
    answerSites();
    const user = userEvent.setup();
    renderApp('/sites');
    const table = await screen.findByRole('table', { name: 'Sites' });
    expect(await within(table).findByText('manila.example')).toBeVisible();
    expect(within(table).getByText('slot6 · galaxy')).toBeVisible();
    await user.click(within(table).getByRole('button', { name: 'Manila Royale' }));
    const { frame } = await readyPreview();
    expect(frame.src).toBe(`${SITE_ORIGIN}/?wl_preview=1`);
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin');
    expect(screen.getByRole('img', { name: 'Main logo' })).toHaveAttribute('src', '/api/site-logos/1/1?v=5');
  });

  it('shows an unsaved colour and template in the preview, to the site origin only, and saves them', async () => {
    answerSites();
    const user = userEvent.setup();
    renderApp('/sites?site=1');
    const { post } = await readyPreview();
    expect(post).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'wl-preview', theme_color: 'galaxy' }), SITE_ORIGIN);

    await user.selectOptions(screen.getByLabelText('Colour'), 'nebula');
    await waitFor(() =>
      expect(post).toHaveBeenLastCalledWith(
        expect.objectContaining({ theme_code: 'slot6', theme_color: 'nebula', logo_text: 'MANILA' }),
        SITE_ORIGIN,
      ),
    );
    expect(callsOf('siteSettingsSave')).toHaveLength(0);

    // another template takes its own first colour
    await user.selectOptions(screen.getByLabelText('Template'), 'casino1');
    await waitFor(() =>
      expect(post).toHaveBeenLastCalledWith(
        expect.objectContaining({ theme_code: 'casino1', theme_color: 'gold' }),
        expect.any(String),
      ),
    );
    await user.selectOptions(screen.getByLabelText('Template'), 'slot6');
    await user.selectOptions(screen.getByLabelText('Colour'), 'nebula');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(callsOf('siteSettingsSave')).toHaveLength(1));
    expect(callsOf('siteSettingsSave')[0]?.[1]).toMatchObject({ site_id: 1, theme_code: 'slot6', theme_color: 'nebula' });
    expect(await screen.findByText('Manila Royale saved. Players see the changes on their next page load.')).toBeVisible();
  });

  it('uploads a chosen logo with the save, after showing it in the preview', async () => {
    answerSites();
    const user = userEvent.setup();
    renderApp('/sites?site=1');
    const { post } = await readyPreview();
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'app.png', { type: 'image/png' });
    const appLogo = screen.getByRole('group', { name: 'App logo' });
    const input = appLogo.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [png] } });
    expect(await within(appLogo).findByText('app.png: saved with the form')).toBeVisible();
    await waitFor(() =>
      expect(post).toHaveBeenLastCalledWith(
        expect.objectContaining({ logo2: expect.stringMatching(/^data:image\/png;base64,/) }),
        expect.any(String),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(callsOf('siteLogoSet')).toHaveLength(1));
    expect(callsOf('siteLogoSet')[0]?.[1]).toMatchObject({
      site_id: 1,
      slot: 2,
      image: expect.stringMatching(/^data:image\/png/),
    });
  });

  it('refuses a file that is not an image before sending it', async () => {
    answerSites();
    renderApp('/sites?site=1');
    await readyPreview();
    const appLogo = screen.getByRole('group', { name: 'App logo' });
    const svg = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
    fireEvent.change(appLogo.querySelector('input[type="file"]')!, { target: { files: [svg] } });
    expect(await within(appLogo).findByText('Choose a PNG, JPEG or WebP image.')).toBeVisible();
    expect(callsOf('siteLogoSet')).toHaveLength(0);
  });

  it("checks the form with the contract and shows the server's refusal on its field", async () => {
    answerSites();
    const user = userEvent.setup();
    renderApp('/sites?site=1');
    await readyPreview();
    const url = screen.getByLabelText('Address of script 1');
    fireEvent.change(url, { target: { value: 'http://insecure.example/a.js' } });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter an https:// address.')).toBeVisible();
    expect(callsOf('siteSettingsSave')).toHaveLength(0);

    fireEvent.change(url, { target: { value: 'https://stats.example/a.js' } });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText("The site's security policy would block this script: add its host to the trusted hosts."),
    ).toBeVisible();
  });

  it('saves what greets a first visit and from when the home shows its figures', async () => {
    answerSites();
    const user = userEvent.setup();
    renderApp('/sites?site=1');
    await readyPreview();
    const section = screen.getByRole('region', { name: 'First visit and home' });
    expect(within(section).getByRole('switch', { name: 'Games to try, as a strip on the home page' })).toBeChecked();
    expect(within(section).getByLabelText('Registered players from')).toHaveValue('100');
    expect(within(section).getByLabelText('Different winners today from')).toHaveValue('5');

    await user.click(within(section).getByRole('switch', { name: 'Announcement on first visit' }));
    await user.click(within(section).getByRole('switch', { name: 'Games to try, as a strip on the home page' }));
    const registered = within(section).getByLabelText('Registered players from');
    await user.clear(registered);
    await user.type(registered, '25');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(callsOf('siteSettingsSave')).toHaveLength(1));
    expect(callsOf('siteSettingsSave')[0]?.[1]).toMatchObject({
      site_id: 1,
      show_bf_ann_modal: true,
      show_popup_games: false,
      home_min_registered: 25,
      home_min_active: 10,
      home_min_winners: 5,
    });
    expect(await screen.findByText('Manila Royale saved. Players see the changes on their next page load.')).toBeVisible();
    expect(within(section).getByLabelText('Registered players from')).toHaveValue('25');
  });

  it('removes a domain', async () => {
    answerSites();
    const user = userEvent.setup();
    renderApp('/sites?site=1');
    await readyPreview();
    await user.click(screen.getByRole('button', { name: 'Remove manila.example' }));
    expect(await screen.findByText('manila.example no longer opens this site.')).toBeVisible();
    expect(callsOf('siteDomainRemove')[0]?.[1]).toEqual({ site_id: 1, domain: 'manila.example' });
  });

  it('lets a read-only member look but not change', async () => {
    answerSites(READ_ONLY);
    renderApp('/sites?site=1');
    await readyPreview();
    expect(screen.getByLabelText('Colour')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove manila.example' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
  });
});
