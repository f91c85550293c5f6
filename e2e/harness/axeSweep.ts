import type { Locator, Page } from 'playwright-core';
import { describeViolations, seriousViolations } from './axe.ts';

/**
 * Walks screens, their tabs and their dialogs with axe-core and collects every serious or critical
 * violation under the name of the place it was found ("/patient/:id › Calendar", "AI factors").
 */
export class AxeSweep {
  /** Where a violation was found → what it was; empty when every place passed. */
  readonly found: Record<string, string> = {};
  /** Every place checked, in order: the test asserts the sweep really went there. */
  readonly checked: string[] = [];

  constructor(private readonly page: Page) {}

  /** Waits until no loader is left on the page, so axe sees the place with its data. */
  async settled(): Promise<void> {
    // A loaded host can take long to draw a patient's twenty panels: wait as long as a test may.
    await this.page.waitForFunction(() => document.querySelector('.mantine-Loader-root') === null, null, {
      timeout: 120_000,
    });
  }

  /** Checks what the page shows now: all of it, or only `within` what a CSS selector names. */
  async check(place: string, within?: string): Promise<void> {
    // The pointer rests where the last click was: what lies under it now would be measured in its
    // hover colours, which depend on where the layout happens to put it.
    await this.page.mouse.move(0, 0);
    await this.settled();
    const violations = await seriousViolations(this.page, within);
    this.checked.push(place);
    if (violations.length > 0) this.found[place] = describeViolations(violations);
  }

  /**
   * Chooses every tab inside `scope` in turn and checks what it shows (the tab panel: the rest was
   * checked with the screen), then chooses again the tab that was chosen before.
   */
  async everyTab(place: string, scope: Locator): Promise<void> {
    const tabs = scope.getByRole('tab');
    const count = await tabs.count();
    const chosen = scope.locator('[role="tab"][aria-selected="true"]');
    const chosenBefore = (await chosen.count()) > 0 ? (await chosen.first().innerText()).trim() : null;
    for (let index = 0; index < count; index++) {
      const tab = tabs.nth(index);
      const label = (await tab.innerText()).trim();
      await tab.click();
      await this.check(`${place} › ${label}`, '[role="tabpanel"]');
    }
    if (chosenBefore !== null) await scope.getByRole('tab', { name: chosenBefore, exact: true }).click();
  }

  /**
   * Opens a dialog with `open`, checks it and each of its tabs, and closes it with Escape. A
   * dialog opened from another (a confirm step) is the last one on the page.
   */
  async dialog(place: string, open: () => Promise<unknown>): Promise<void> {
    const dialogs = this.page.getByRole('dialog');
    const before = await dialogs.count();
    await open();
    await dialogs.nth(before).waitFor();
    // The page under the dialog was checked on its own.
    await this.check(place, '[role="dialog"]');
    const dialog = dialogs.nth(before);
    if ((await dialog.getByRole('tab').count()) > 0) await this.everyTab(place, dialog);
    await this.page.keyboard.press('Escape');
    await dialogs.nth(before).waitFor({ state: 'detached' });
  }

  /**
   * Opens the menu `menu` and, from it, the dialog of its entry `entry`; an entry the menu offers
   * disabled (the service runs already) is passed over, and false returned.
   */
  async menuDialog(place: string, menu: Locator, entry: string | RegExp): Promise<boolean> {
    await menu.click();
    const item = this.page.getByRole('menuitem', { name: entry });
    if (await item.isDisabled()) {
      // Escape reaches the menu only once its focus trap has taken the focus, a moment after it opens.
      await this.page.waitForFunction(() => document.activeElement?.closest('[role="menu"]') != null);
      await this.page.keyboard.press('Escape');
      await item.waitFor({ state: 'detached' });
      return false;
    }
    await this.dialog(place, () => item.click());
    return true;
  }

  /** Clicks the button named `name` (inside `scope`, else anywhere) and checks the dialog it opens. */
  async buttonDialog(place: string, name: string | RegExp, scope: Locator | Page = this.page): Promise<void> {
    await this.dialog(place, () => scope.getByRole('button', { name }).first().click());
  }
}
