import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { ROUTES } from '../apps/web/src/config/routes';
import { demoSession, E2E_PORT, expect, RETURNING_VISITOR_STORAGE, rememberInBrowser, TEMPLATES, test } from './support';

/**
 * axe in Chromium over the player app (issue 20, decision 0192): no serious or critical violation
 * of WCAG 2.1 A/AA on any route, as a visitor and as the logged-in demo player. The routes come
 * from the app's own table, so a new route is checked without touching this file.
 *
 * By default every route is walked on casino1, whose pages share every template's components.
 * A11Y_FULL=1 walks every route on one template of each family (casino, sportsbook, slot) and the
 * pages every other template's frame and palette change most (home, a lobby, log in, cashier,
 * account, promotions, statement); A11Y_FULL=all walks every route on every template.
 */
const ROUTE_WALK =
  process.env.A11Y_FULL === 'all' ? TEMPLATES : process.env.A11Y_FULL ? ['casino1', 'sportsbook1', 'slot1'] : ['casino1'];
const FRAME_PAGES = ['/', '/slots', '/login', '/register', '/deposit', '/withdrawal', '/account', '/promotions', '/statement'];
/** Routes that open something only with a query: the built-in slot every site offers. */
const QUERY: Partial<Record<string, string>> = { '/playnow': '?provider_code=WLGAMES&game_code=lucky_lantern' };
const SERIOUS = new Set(['serious', 'critical']);

/**
 * Waits until the page has drawn its data: nothing busy, no fetch of the page still open, and no
 * new request for a while (polled; a page that keeps polling, such as the game frame, is taken as
 * it is after the limit). A page that never draws its main part fails here, not at the test's end.
 */
async function settled(page: Page) {
  await page.locator('#main-content').waitFor({ state: 'attached', timeout: 60_000 });
  let requests = -1;
  for (let round = 0; round < 40; round++) {
    const now = await page.evaluate(
      () =>
        performance.getEntriesByType('resource').length +
        (document.querySelectorAll('[aria-busy="true"]').length + (window as unknown as OpenFetches).openFetches) * 1000,
    );
    if (now === requests && now < 1000) return;
    requests = now;
    await page.waitForTimeout(400);
  }
}

type OpenFetches = Window & { openFetches: number };

/** Counts the page's fetches still waiting for their answer (a finished one is a resource entry). */
function countOpenFetches() {
  const counted = window as unknown as OpenFetches;
  const send = window.fetch.bind(window);
  counted.openFetches = 0;
  window.fetch = (...args: Parameters<typeof fetch>) => {
    counted.openFetches++;
    return send(...args).finally(() => counted.openFetches--);
  };
}

/** The serious and critical violations on the page now, one line each: rule, where, and why. */
async function violations(page: Page): Promise<string[]> {
  // axe.run in the page itself (legacy mode) instead of a blank page opened to merge each frame's
  // results, and the details of violations only: together about a third less time per page.
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return result.violations
    .filter((violation) => SERIOUS.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes
        .slice(0, 3)
        .map((node) => `${violation.id}: ${node.target.join(' ')} (${node.failureSummary?.split('\n')[1]?.trim()})`),
    );
}

/**
 * Opens the site once as the visitor or player, then goes from route to route inside the app as a
 * link would (history and popstate), checking each page it lands on once: a route that sends the
 * visitor to log in is the log-in page, checked the first time.
 */
async function walk(browser: Browser, template: string, who: 'visitor' | 'player', paths: string[]): Promise<string[]> {
  const host = `${template}.localhost`;
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const stored = { ...RETURNING_VISITOR_STORAGE, ...(who === 'player' ? await demoSession(host) : {}) };
  await rememberInBrowser(context, stored);
  await context.addInitScript(() => sessionStorage.setItem('wl.preloader-shown', '1'));
  await context.addInitScript(countOpenFetches);
  const page = await context.newPage();
  await page.goto(`http://${host}:${E2E_PORT}/`);
  const found: string[] = [];
  const seen = new Set<string>();
  for (const path of paths) {
    await page.evaluate(
      (target) => {
        window.history.pushState(null, '', target);
        window.dispatchEvent(new PopStateEvent('popstate'));
      },
      path + (QUERY[path] ?? ''),
    );
    await settled(page);
    const landed = new URL(page.url()).pathname;
    if (seen.has(landed)) continue;
    seen.add(landed);
    for (const line of await violations(page))
      found.push(`${template} ${who} ${path}${landed === path ? '' : ` → ${landed}`}: ${line}`);
  }
  await context.close();
  return found;
}

const routePaths = ROUTES.map((route) => route.path);

test.describe('axe: no serious or critical violation', () => {
  test.describe.configure({ timeout: 900_000 });

  for (const template of ROUTE_WALK) {
    test(`every route on ${template}, visitor and player`, async ({ browser }) => {
      const found = [
        ...(await walk(browser, template, 'visitor', routePaths)),
        ...(await walk(browser, template, 'player', routePaths)),
      ];
      expect(found).toEqual([]);
    });
  }

  test('the frame and palette of every template, visitor and player', async ({ browser }) => {
    test.skip(!process.env.A11Y_FULL, 'A11Y_FULL=1 walks the other templates');
    const found: string[] = [];
    for (const template of TEMPLATES.filter((name) => !ROUTE_WALK.includes(name))) {
      found.push(
        ...(await walk(browser, template, 'visitor', FRAME_PAGES)),
        ...(await walk(browser, template, 'player', FRAME_PAGES)),
      );
    }
    expect(found).toEqual([]);
  });
});
