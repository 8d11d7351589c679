// Lighthouse (mobile, its default form factor and throttling) on the home page of the built app for
// three templates, against the budgets in docs/quality.md: performance >= 90, accessibility >= 95,
// best practices >= 95; SEO is reported. The built server runs on PGlite on a free loopback port and
// each template is opened as http://<theme_code>.localhost:<port>/ (Chromium resolves *.localhost
// to the loopback address; the server picks the site by host name), so nothing leaves the machine.
// The default templates are demo sites without a live chat widget: its script comes from the chat
// provider's servers, which cannot be reached here (sportsbook1 and slot2 have one).
// Env: BENCH_LIGHTHOUSE_THEMES (default "casino1,sportsbook2,slot1"), CHROME_PATH (default
// scripts/chromium.mjs). The JSON reports are written to a temporary directory, printed at the end.
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { pad, reportVerdict } from './report.mjs';
import { requireBuiltServer, root, startApi, stopChildrenOnSignals } from './server.mjs';

const THEMES = (process.env.BENCH_LIGHTHOUSE_THEMES ?? 'casino1,sportsbook2,slot1').split(',').map((theme) => theme.trim());
const CHROME_PATH = process.env.CHROME_PATH ?? CHROMIUM_PATH;
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Minimum scores (0–100), the budgets in docs/quality.md; a category without one is reported only. */
const BUDGETS = { performance: 90, accessibility: 95, 'best-practices': 95 };
const FAILING_AUDITS_SHOWN = 8;
const webDist = join(root, 'apps/web/dist');

/** Scores of one report (0–100, as Lighthouse shows them; null when the category could not be scored). */
function scoresOf(lhr) {
  return Object.fromEntries(
    CATEGORIES.map((id) => {
      const score = lhr.categories[id]?.score;
      return [id, typeof score === 'number' ? Math.round(score * 100) : null];
    }),
  );
}

/** The audits that cost points, heaviest first: those a category weighs, then any other that failed. */
function failingAudits(lhr) {
  const failing = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (!['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) continue;
      failing.push({
        category: id,
        weight: ref.weight,
        id: ref.id,
        score: audit.score,
        title: audit.title,
        value: audit.displayValue ?? '',
      });
    }
  }
  return failing.sort((a, b) => b.weight - a.weight || a.score - b.score);
}

async function main() {
  requireBuiltServer();
  if (!existsSync(join(webDist, 'index.html'))) {
    console.error('apps/web/dist/index.html is missing: run `npm run build` first.');
    process.exit(2);
  }
  if (!existsSync(CHROME_PATH)) {
    console.error(`${CHROME_PATH} is missing: install Chromium (apt-get install chromium) or set CHROME_PATH.`);
    process.exit(2);
  }
  stopChildrenOnSignals();
  const reportDir = mkdtempSync(join(tmpdir(), 'wl-lighthouse-'));
  // The server reads index.html once and the assets on each request: a copy keeps them matching if
  // apps/web is rebuilt during the run (the pages then paint nothing).
  const webCopy = mkdtempSync(join(tmpdir(), 'wl-lighthouse-web-'));
  cpSync(webDist, webCopy, { recursive: true });
  const server = await startApi('lighthouse', { WEB_DIST: webCopy });
  const results = [];
  try {
    for (const theme of THEMES) {
      const url = `http://${theme}.localhost:${server.port}/`;
      process.stderr.write(`  lighthouse ${url}\n`);
      // A browser of its own per page, so nothing one audit leaves in the browser affects the next.
      const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
      let lhr;
      try {
        ({ lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES }));
      } finally {
        await chrome.kill();
      }
      writeFileSync(join(reportDir, `${theme}.json`), JSON.stringify(lhr));
      results.push({
        theme,
        url,
        version: lhr.lighthouseVersion,
        userAgent: lhr.environment?.hostUserAgent ?? '',
        benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
        scores: scoresOf(lhr),
        failing: failingAudits(lhr),
        runtimeError: lhr.runtimeError?.message,
      });
    }
  } finally {
    await server.stop();
    rmSync(webCopy, { recursive: true, force: true });
  }

  const missed = [];
  console.log(`\nLighthouse ${results[0]?.version ?? ''} (mobile) on the home page; ${results[0]?.userAgent ?? CHROME_PATH}`);
  const header = `${pad('template', 12, true)} ${CATEGORIES.map((id) => pad(id, 14)).join(' ')}`;
  console.log(header);
  console.log('-'.repeat(header.length));
  for (const result of results) {
    const cells = CATEGORIES.map((id) => {
      const score = result.scores[id];
      const budget = BUDGETS[id];
      const met = budget === undefined || (score !== null && score >= budget);
      if (!met) missed.push(`${result.theme} ${id}: ${score ?? 'not scored'}, budget >= ${budget}`);
      return pad(`${score ?? '-'}${budget === undefined ? '' : met ? ' ok' : ' MISSED'}`, 14);
    });
    console.log(`${pad(result.theme, 12, true)} ${cells.join(' ')}`);
  }
  // Performance is scored with a simulated 4x slower CPU, so it depends on how busy the machine is.
  console.log(
    `CPU benchmark index per audit (Lighthouse's own, higher is faster): ${results.map((result) => result.benchmarkIndex).join(', ')}`,
  );
  for (const result of results) {
    if (result.runtimeError) console.log(`\n${result.theme}: Lighthouse could not load the page: ${result.runtimeError}`);
    if (result.failing.length === 0) continue;
    console.log(`\n${result.theme}: audits that cost points (category, weight, score, audit)`);
    for (const audit of result.failing.slice(0, FAILING_AUDITS_SHOWN)) {
      console.log(
        `  ${pad(audit.category, 14, true)} ${pad(audit.weight, 2)} ${pad(audit.score.toFixed(2), 5)}  ${audit.title}${audit.value ? ` (${audit.value})` : ''} [${audit.id}]`,
      );
    }
    if (result.failing.length > FAILING_AUDITS_SHOWN)
      console.log(`  … ${result.failing.length - FAILING_AUDITS_SHOWN} more in the report`);
  }
  console.log(`\nReports: ${reportDir}`);
  reportVerdict(missed, 'Lighthouse budgets missed:', 'Lighthouse budgets: all met.');
}

await main();
