import type { Locator, Page } from 'playwright-core';
import { OwnProfileDialog } from './OwnProfileDialog.ts';

/** The application shell after login: top bar, left icon menu, breadcrumbs and the page. */
export class Shell {
  constructor(private readonly page: Page) {}

  async waitUntilShown(): Promise<void> {
    await this.clock.waitFor();
  }

  /**
   * Waits until the screen of `path` has rendered (after login the app moves on from / to
   * /patients), then lets the page finish the work that follows a render, such as its effects.
   */
  async waitForScreen(path: string): Promise<void> {
    await this.page.locator(`main[data-path="${path}"]`).waitFor();
    for (let turn = 0; turn < 3; turn++) {
      // A message, not a timer: it passes even while a test holds the page's clock.
      await this.page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve();
            channel.port2.postMessage(null);
          }),
      );
    }
  }

  get clock(): Locator {
    return this.page.getByTestId('clock');
  }

  get logo(): Locator {
    return this.page.getByTestId('flavour-logo');
  }

  get pageTitle(): Locator {
    return this.page.locator('main h1');
  }

  get breadcrumbs(): Locator {
    return this.page.getByTestId('breadcrumbs');
  }

  get alertsCount(): Locator {
    return this.page.getByTestId('alerts-count');
  }

  get genericTools(): Locator {
    return this.page.getByTestId('generic-tools');
  }

  get emptyState(): Locator {
    return this.page.locator('main').getByTestId('empty-state');
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  get inactivityDialog(): Locator {
    return this.page.getByTestId('inactivity-dialog');
  }

  /** The ids of the left menu's entries, top to bottom (patients, controlUsers, …). */
  async menuEntries(): Promise<string[]> {
    return this.page
      .locator('nav [data-testid^="menu-"]')
      .evaluateAll((links) =>
        links.map((link) => link.getAttribute('data-testid')?.replace('menu-', '') ?? ''),
      );
  }

  async openMenuEntry(id: string): Promise<void> {
    await this.page.getByTestId(`menu-${id}`).click();
  }

  async openAlerts(): Promise<void> {
    await this.page.getByTestId('alerts-button').click();
    await this.dialog.waitFor();
  }

  /** The patient names the open dialog lists, in order. */
  async dialogPatientNames(): Promise<string[]> {
    return this.dialog.locator('tbody tr a').allInnerTexts();
  }

  /** Moves the open dialog's list to its next page (its rows follow when they arrive). */
  async nextDialogPage(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Next page' }).click();
  }

  async closeDialog(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await this.dialog.waitFor({ state: 'detached' });
  }

  async toggleSettings(): Promise<void> {
    await this.page.getByTestId('settings-toggle').click();
  }

  async chooseLanguage(nativeName: string): Promise<void> {
    await this.page.getByTestId('language-menu').click();
    await this.page.getByRole('menuitem', { name: nativeName }).click();
  }

  /** Chooses a colour set by its id ('default', 'red') from the palette menu. */
  async chooseTheme(theme: string): Promise<void> {
    await this.page.getByTestId('theme-menu').click();
    await this.page.locator(`[role="menuitem"][data-theme="${theme}"]`).click();
  }

  /** The colour the page's primary buttons and highlights are drawn in, as the browser resolves it. */
  async primaryColour(): Promise<string> {
    return this.page.evaluate(() => {
      const probe = document.createElement('div');
      probe.style.color = 'var(--mantine-primary-color-filled)';
      document.body.append(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    });
  }

  async openOwnProfile(): Promise<OwnProfileDialog> {
    await this.page.getByTestId('profile-button').click();
    const dialog = new OwnProfileDialog(this.page);
    await dialog.waitUntilLoaded();
    return dialog;
  }

  async keepSignedIn(): Promise<void> {
    await this.inactivityDialog.getByRole('button', { name: 'Keep Me Signed in' }).click();
    await this.inactivityDialog.waitFor({ state: 'detached' });
  }

  async logOut(): Promise<void> {
    await this.page.getByTestId('logout-button').click();
  }

  /** The text of the toast that says the given thing, once it shows. */
  toast(text: string): Locator {
    return this.page.locator('.mantine-Notification-root', { hasText: text });
  }
}
