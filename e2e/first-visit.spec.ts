import { type APIRequestContext, type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_SITES } from '../apps/api/src/seed/sites';

/**
 * A visitor's first minute on every template (issue 20): at most one modal at a time, the next only
 * once the one before is closed; the games strip and the download bar cover no navigation on a
 * phone; the same day, a second visit shows none of the modals again.
 */
const port = Number(process.env.E2E_PORT ?? 3199);
const siteUrl = (host: string, path = '/') => `http://${host}:${port}${path}`;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

interface StartupSite {
  show_bf_ann_modal: boolean;
  show_app_download: boolean;
  show_download_bar: boolean;
  show_popup_games: boolean;
  android_sub: string;
  ios_sub: string;
}

/** The modals a first visit should bring, in order, from the site's own switches (features/site/first-visit-modals.ts). */
function expectedModals(site: StartupSite): string[] {
  const storeLink = [site.android_sub, site.ios_sub].some((link) => link.startsWith('https://'));
  return [...(site.show_bf_ann_modal ? ['announcement'] : []), ...(site.show_app_download && storeLink ? ['appDownload'] : [])];
}

/** The most dialogs the page ever showed at once, counted on every change of the document. */
async function countDialogsAtOnce(context: BrowserContext) {
  await context.addInitScript(() => {
    const counted = window as unknown as { mostDialogs: number };
    counted.mostDialogs = 0;
    // On the document itself: the script runs before its <html> element exists.
    new MutationObserver(() => {
      // The modals of the stack (the navigation drawer is a dialog of its own, closed here).
      const showing = document.querySelectorAll('[role="dialog"][data-modal]').length;
      counted.mostDialogs = Math.max(counted.mostDialogs, showing);
    }).observe(document, { childList: true, subtree: true });
  });
}
const mostDialogsAtOnce = (page: Page) => page.evaluate(() => (window as unknown as { mostDialogs: number }).mostDialogs);

/** The home page is there (its modals, when due, open with it). */
async function homeShown(page: Page) {
  // The first load of a template on a busy machine may take a while.
  await expect(page.locator('.home-page')).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('.site-header')).toBeVisible();
}

/** Closes each modal in turn, returning their ids; after each close, the next is read at once (it opens in the same change). */
async function closeModalsInTurn(page: Page): Promise<string[]> {
  const seen: string[] = [];
  const dialog = page.locator('[role="dialog"][data-modal]');
  for (let turn = 0; turn < 5 && (await dialog.count()) > 0; turn++) {
    await expect(dialog).toHaveCount(1);
    const id = (await dialog.getAttribute('data-modal')) ?? '';
    seen.push(id);
    // The dialog's own close (its texts are in the site's language).
    await dialog.locator('.modal-close').click();
    await expect(page.locator(`[role="dialog"][data-modal="${id}"]`)).toHaveCount(0);
  }
  return seen;
}

type Box = { x: number; y: number; width: number; height: number };
/** Boxes that share more than a pixel's rounding: two parts laid edge to edge do not overlap. */
const EDGE = 1;
const overlaps = (a: Box, b: Box) =>
  a.x + EDGE < b.x + b.width && b.x + EDGE < a.x + a.width && a.y + EDGE < b.y + b.height && b.y + EDGE < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box | null> {
  return (await locator.count()) > 0 && (await locator.first().isVisible()) ? locator.first().boundingBox() : null;
}

/** Neither box covers any navigation: the header and, on a phone, the bottom tab bar with each of its labels. */
async function expectNoNavigationCovered(page: Page, covering: Locator) {
  const box = await boxOf(covering);
  if (!box) return;
  const navigation = [page.locator('.site-header'), page.locator('.bottom-tabs')];
  for (const part of navigation) {
    const partBox = await boxOf(part);
    if (partBox) expect(overlaps(box, partBox), `${await covering.first().getAttribute('class')} covers navigation`).toBe(false);
  }
  for (const tab of await page.locator('.bottom-tabs .bottom-tab').all()) {
    const tabBox = await tab.boundingBox();
    if (tabBox) expect(overlaps(box, tabBox)).toBe(false);
  }
}

const HOSTS = DEMO_SITES.map((site) => site.domains[0]!);
const api = (path: string) => `http://127.0.0.1:${port}${path}`;

/** The games the strip offers: the site's popup list less what cannot be opened yet. */
async function playablePopupGames(request: APIRequestContext, host: string, externalId: string): Promise<number> {
  const answer = await (
    await request.post(api('/api/product/home_games'), { data: { domain_name: host, external_id: externalId } })
  ).json();
  return (answer.value.popup as { coming_soon?: boolean }[]).filter((game) => !game.coming_soon).length;
}

for (const host of HOSTS) {
  test(`a first visit on ${host} shows one modal at a time, covers no navigation, and shows none again that day`, async ({
    browser,
    request,
  }) => {
    const startup = await (await request.post(api('/api/startup'), { data: { domain_name: host } })).json();
    const site = startup.site as StartupSite & { external_id: string };
    const stripGames = site.show_popup_games ? await playablePopupGames(request, host, site.external_id) : 0;
    // The seed's popup lists lead with built-in games: a site that shows the strip has games in it.
    if (site.show_popup_games) expect(stripGames).toBeGreaterThan(0);
    const context = await browser.newContext({ viewport: PHONE });
    await countDialogsAtOnce(context);
    const page = await context.newPage();

    await page.goto(siteUrl(host));
    await homeShown(page);
    const modals = expectedModals(site);
    expect(await closeModalsInTurn(page)).toEqual(modals);
    expect(await mostDialogsAtOnce(page)).toBe(modals.length > 0 ? 1 : 0);

    // With the modals closed: the strip in the page's flow, the bar under the bottom tabs.
    const strip = page.locator('.popup-games');
    const bar = page.locator('.download-bar');
    if (stripGames > 0) {
      await expect(strip).toBeVisible();
      expect(await strip.evaluate((element) => getComputedStyle(element).position)).toBe('static');
    }
    if (site.show_download_bar) await expect(bar).toBeVisible();
    await expectNoNavigationCovered(page, strip);
    await expectNoNavigationCovered(page, bar);
    // Scrolled to the end, the bar still leaves the page's last content and the tabs clear.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expectNoNavigationCovered(page, bar);
    const footer = await boxOf(page.locator('.site-footer'));
    const barBox = await boxOf(bar);
    if (footer && barBox) expect(footer.y + footer.height).toBeLessThanOrEqual(barBox.y + 1);

    // Dismissed today: the strip and the bar stay away; the modals do not come again.
    if (await strip.isVisible()) await strip.locator('.popup-games-close').click();
    if (await bar.isVisible()) await bar.locator('.download-bar-close').click();
    await page.reload();
    await homeShown(page);
    await expect(page.locator('[role="dialog"][data-modal]')).toHaveCount(0);
    await expect(strip).toHaveCount(0);
    await expect(bar).toHaveCount(0);
    expect(await mostDialogsAtOnce(page)).toBe(0);
    await context.close();
  });
}

test('a protected route on sportsbook1 brings the login modal first, then the first-visit modals one by one', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: DESKTOP });
  await countDialogsAtOnce(context);
  const page = await context.newPage();
  await page.goto(siteUrl('sportsbook1.localhost', '/inbox'));
  await expect(page).toHaveURL(siteUrl('sportsbook1.localhost', '/?redirect=%2Finbox'));
  const dialog = page.locator('[role="dialog"][data-modal]');
  // The visitor asked for a player page: its login comes before the site's greetings.
  await expect(dialog).toHaveAttribute('data-modal', 'login');
  await dialog.locator('.modal-close').click();
  await expect(dialog).toHaveAttribute('data-modal', 'announcement');
  expect(await closeModalsInTurn(page)).toEqual(['announcement', 'appDownload']);
  expect(await mostDialogsAtOnce(page)).toBe(1);
  await context.close();
});

test('on a desktop the download bar leaves the page and its navigation clear', async ({ browser }) => {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto(siteUrl('slot4.localhost'));
  await homeShown(page);
  await closeModalsInTurn(page);
  const bar = page.locator('.download-bar');
  await expect(bar).toBeVisible();
  await expectNoNavigationCovered(page, bar);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footer = await boxOf(page.locator('.site-footer'));
  const barBox = await boxOf(bar);
  expect(footer && barBox && footer.y + footer.height <= barBox.y + 1).toBe(true);
  await context.close();
});
