import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newContext, screenshot } from './browser.ts';
import { startServer, type RunningServer, type StartServerOptions } from './server.ts';

export interface VigilSession {
  readonly server: RunningServer;
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly page: Page;
}

/**
 * Registers hooks that start one server and one browser for the enclosing describe block and
 * open a fresh browser context for each test; the returned object is filled in by those hooks.
 */
export function useVigil(options: StartServerOptions = {}): VigilSession {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let policyViolations: string[] = [];

  beforeAll(async () => {
    const [started, launched] = await Promise.allSettled([startServer(options), launchBrowser()]);
    // Keep whichever half came up, so afterAll can stop it even when the other half failed.
    if (started.status === 'fulfilled') server = started.value;
    if (launched.status === 'fulfilled') browser = launched.value;
    if (started.status === 'rejected') throw started.reason;
    if (launched.status === 'rejected') throw launched.reason;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  beforeEach(async () => {
    context = await newContext(required(browser, 'browser'), required(server, 'server').baseUrl);
    policyViolations = [];
    context.on('page', (opened) => {
      opened.on('console', (message) => {
        if (message.text().includes('Content Security Policy')) policyViolations.push(message.text());
      });
    });
    page = await context.newPage();
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && page) await reportFailedPage(page, task.name);
    await context?.close();
    // Every screen must work under the server's Content-Security-Policy.
    if (policyViolations.length > 0) {
      throw new Error(`Content-Security-Policy violations:\n${policyViolations.join('\n')}`);
    }
  });

  return {
    get server() {
      return required(server, 'server');
    },
    get browser() {
      return required(browser, 'browser');
    },
    get context() {
      return required(context, 'context');
    },
    get page() {
      return required(page, 'page');
    },
  };
}

/**
 * What the page showed when a test failed, in the run's output (CI keeps nothing else): the
 * address, the open dialogs' titles and the focused element, and a screenshot beside the others.
 */
async function reportFailedPage(page: Page, testName: string): Promise<void> {
  try {
    const shown = await page.evaluate(() => ({
      url: location.href,
      dialogs: Array.from(document.querySelectorAll('[role="dialog"]')).map(
        (dialog) => dialog.getAttribute('aria-label') ?? dialog.querySelector('h2')?.textContent ?? '?',
      ),
      focused: document.activeElement?.outerHTML.slice(0, 200) ?? null,
      language: document.documentElement.lang,
    }));
    const file = await screenshot(page, `failed-${testName.replace(/[^\w-]+/g, '-').slice(0, 80)}`);
    console.error(`The page when "${testName}" failed: ${JSON.stringify(shown)}; screenshot ${file}`);
  } catch (error) {
    console.error(`The page when "${testName}" failed could not be read: ${String(error)}`);
  }
}

function required<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new Error(`the ${name} is only available inside a test`);
  return value;
}
