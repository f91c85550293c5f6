/// <reference lib="dom" />
/**
 * What a browser meets on first load: the login page and the patients list of the demo clinic,
 * served by the real server (embedded database, as `npm start`), loaded by Debian's Chromium with
 * an empty cache each time.
 *
 *   npx tsx bench/browser-metrics.ts [runs=5] [customer=bedwetting]
 *
 * Figures (median of the runs): JavaScript transferred before the first screen is usable, its size
 * unpacked, First Contentful Paint, Largest Contentful Paint, and for the list the moment the first
 * patient row is on screen (from the navigation's start). Baseline, measured in the same run by the
 * same browser: loading a static file of the same server (the floor any page stands on).
 * Targets (issue 20): first screen's JS ≤ 200 KB compressed, LCP ≤ 1.0 s, first patient row ≤ 1.0 s.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../apps/server/src/demo/demo-clinic-data.ts';
import { startServer } from './lib/server.ts';

const runs = Number(process.argv[2] ?? 5);
const customer = process.argv[3] ?? 'bedwetting';

interface Load {
  jsTransferredKb: number;
  jsUnpackedKb: number;
  fcpMs: number;
  lcpMs: number;
  firstRowMs?: number;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Paint timings and script sizes of the page as it stands, from the browser's own entries. */
function pageFigures(page: Page): Promise<Omit<Load, 'firstRowMs'>> {
  return page.evaluate(
    () =>
      new Promise<Omit<Load, 'firstRowMs'>>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          const lcp = entries[entries.length - 1]?.startTime ?? Number.NaN;
          const scripts = performance
            .getEntriesByType('resource')
            .filter((entry): entry is PerformanceResourceTiming => entry.name.endsWith('.js'));
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
          resolve({
            jsTransferredKb: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0) / 1024,
            jsUnpackedKb: scripts.reduce((sum, entry) => sum + entry.decodedBodySize, 0) / 1024,
            fcpMs: fcp,
            lcpMs: lcp,
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

async function loadLogin(browser: Browser, baseUrl: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 850 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/`);
  await page.getByRole('button', { name: /log in/i }).waitFor();
  const figures = await pageFigures(page);
  await context.close();
  return figures;
}

async function loadPatientsList(browser: Browser, baseUrl: string, token: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 850 } });
  await context.addInitScript((value) => {
    localStorage.setItem('vigil.token', value);
    // The moment the first row is added to the page, not when the test harness next looks.
    new MutationObserver((_changes, observer) => {
      if (!document.querySelector('[data-testid^="patient-row-"]')) return;
      sessionStorage.setItem('firstRowMs', String(performance.now()));
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, token);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/#/patients`);
  await page.locator('[data-testid^="patient-row-"]').first().waitFor();
  const firstRowMs = await page.evaluate(() => Number(sessionStorage.getItem('firstRowMs')));
  const figures = await pageFigures(page);
  await context.close();
  return { ...figures, firstRowMs };
}

async function loadStaticFile(browser: Browser, baseUrl: string): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseUrl}/favicon.svg`);
  const ms = await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.duration ?? Number.NaN);
  await context.close();
  return ms;
}

async function logIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'nurse', password: DEMO_PASSWORD }),
  });
  const session = (await response.json()) as { token: string | null };
  if (!session.token) throw new Error(`the demo nurse could not log in (${response.status})`);
  return session.token;
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vigil-browser-bench-'));
const server = await startServer({ DATA_DIR: dataDir, DEMO_DATA: 'true', CUSTOMER: customer });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  const token = await logIn(server.baseUrl);
  // One load each first, so the server's own first-request work is not counted.
  await loadLogin(browser, server.baseUrl);
  await loadPatientsList(browser, server.baseUrl, token);
  const login: Load[] = [];
  const list: Load[] = [];
  const baseline: number[] = [];
  for (let run = 0; run < runs; run++) {
    baseline.push(await loadStaticFile(browser, server.baseUrl));
    login.push(await loadLogin(browser, server.baseUrl));
    list.push(await loadPatientsList(browser, server.baseUrl, token));
  }
  const base = median(baseline);
  const row = (name: string, values: number[], unit: string, target: string, timed = false) => {
    const value = median(values);
    const ratio = timed ? ` (${(value / base).toFixed(1)}× the baseline)` : '';
    console.log(
      `${name.padEnd(34)} ${value.toFixed(unit === 'KB' ? 0 : 0).padStart(6)} ${unit}${ratio}  target ${target}`,
    );
  };
  console.log(`${customer} flavour, ${runs} cold loads each (median)`);
  console.log(`baseline: a static file of the same server ${base.toFixed(1)} ms`);
  row(
    'login: JS transferred',
    login.map((load) => load.jsTransferredKb),
    'KB',
    '≤ 200 KB',
  );
  row(
    'login: JS unpacked',
    login.map((load) => load.jsUnpackedKb),
    'KB',
    '-',
  );
  row(
    'login: first contentful paint',
    login.map((load) => load.fcpMs),
    'ms',
    '-',
    true,
  );
  row(
    'login: largest contentful paint',
    login.map((load) => load.lcpMs),
    'ms',
    '≤ 1000 ms',
    true,
  );
  row(
    'list: JS transferred',
    list.map((load) => load.jsTransferredKb),
    'KB',
    '-',
  );
  row(
    'list: largest contentful paint',
    list.map((load) => load.lcpMs),
    'ms',
    '≤ 1000 ms',
    true,
  );
  row(
    'list: first patient row',
    list.map((load) => load.firstRowMs ?? Number.NaN),
    'ms',
    '≤ 1000 ms',
    true,
  );
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
