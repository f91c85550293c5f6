import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';

export const ARTIFACTS_DIR = fileURLToPath(new URL('../artifacts/', import.meta.url));

/** Debian's Chromium; the flags keep it quiet, offline apart from our server, and runnable as root. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
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
}

export interface ViewportSize {
  width: number;
  height: number;
}

export const DESKTOP: ViewportSize = { width: 1366, height: 850 };
export const PHONE: ViewportSize = { width: 390, height: 844 };

/** Whether what `what` finds lies whole within the viewport's width: seen without a sideways swipe. */
export async function withinWidth(what: Locator, viewport: ViewportSize): Promise<boolean> {
  const box = await what.boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= viewport.width;
}

/** A fresh context per test: no token, no stored language, English browser, UTC clock. */
export function newContext(
  browser: Browser,
  baseUrl: string,
  viewport: ViewportSize = DESKTOP,
): Promise<BrowserContext> {
  return browser.newContext({ baseURL: baseUrl, viewport, locale: 'en-US', timezoneId: 'UTC' });
}

/** Saves a full-page PNG as e2e/artifacts/<name>.png and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  const path = `${ARTIFACTS_DIR}${name}.png`;
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  return path;
}
