import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { ROUTES } from '../apps/web/src/config/routes';
import { expect, RETURNING_VISITOR_STORAGE, test } from './support';

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
const port = Number(process.env.E2E_PORT ?? 3199);
const TEMPLATES = [
  ...[1, 2, 3, 4, 5].map((n) => `casino${n}`),
  ...[1, 2, 3, 4, 5].map((n) => `sportsbook${n}`),
  ...[1, 2, 3, 4, 5, 6, 7].map((n) => `slot${n}`),
];
const ROUTE_WALK =
  process.env.A11Y_FULL === 'all' ? TEMPLATES : process.env.A11Y_FULL ? ['casino1', 'sportsbook1', 'slot1'] : ['casino1'];
const FRAME_PAGES = ['/', '/slots', '/login', '/register', '/deposit', '/withdrawal', '/account', '/promotions', '/statement'];
/** Routes that open something only with a query: the built-in slot every site offers. */
const QUERY: Partial<Record<string, string>> = { '/playnow': '?provider_code=WLGAMES&game_code=lucky_lantern' };
const SERIOUS = new Set(['serious', 'critical']);

async function demoSession(host: string): Promise<Record<string, string>> {
  const post = async (path: string, body: object) =>
    (
      await fetch(`http://127.0.0.1:${port}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json();
  const { site } = await post('/api/startup', { domain_name: host });
  const login = await post('/api/auth/login', {
    domain_name: host,
    external_id: site.external_id,
    account_id: 'demo',
    password: 'Demo-play-2026',
  });
  return { 'wl.user': JSON.stringify({ token: login.token, user: login.user }) };
}

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
  await context.addInitScript((items) => {
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    sessionStorage.setItem('wl.preloader-shown', '1');
  }, stored);
  await context.addInitScript(countOpenFetches);
  const page = await context.newPage();
  await page.goto(`http://${host}:${port}/`);
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
