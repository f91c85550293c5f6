import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { screenshot } from '../harness/browser.ts';
import { demoLogin } from '../harness/server.ts';
import { useVigil } from '../harness/vigil.ts';
import { ClinicApprovalDialog } from '../pages/ClinicApprovalDialog.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { PatientsListPage } from '../pages/PatientsListPage.ts';
import { Shell } from '../pages/Shell.ts';

/** The stale score's reason as the list says it (docs/decisions/ai.md#when-an-ai-score-is-stale-issue-37). */
const STALE_REASON = /Stale score: (no entries for \d+ days?|\d+ days? old)/;

const colourOf = (element: Locator) => element.evaluate((node) => getComputedStyle(node).color);

// The bedwetting demo has children who stopped recording while still scored; the generic demo's
// patients all measure within the scored window, so none of its scores is stale (the cell is shared).
for (const customer of ['bedwetting'] as const) {
  describe(`a stale AI score in the list, ${customer} flavour`, () => {
    const vigil = useVigil({ customer });

    it('is greyed, after the current ones, with its reason in its name and tooltip', async () => {
      await new LoginPage(vigil.page).logIn(demoLogin(vigil.server, 'Product admin'));
      await new Shell(vigil.page).waitUntilShown();
      const list = new PatientsListPage(vigil.page);
      await list.waitUntilShown();
      // Bedwetting: children wait for the product admin's clinic approval, asked on arrival.
      if (customer === 'bedwetting') await new ClinicApprovalDialog(vigil.page).close();

      const buttons = list.table.getByTestId('ai-score-button');
      const stale = list.table.locator('[data-testid="ai-score-button"][data-stale="true"]').first();
      const current = list.table.locator('[data-testid="ai-score-button"]:not([data-stale])').first();
      await stale.waitFor();
      await current.waitFor();
      await stale.scrollIntoViewIfNeeded();
      // Current scores first: no current one follows a stale one.
      const cells = await list.aiScoreCells();
      const firstStale = cells.findIndex((cell) => cell.stale);
      expect(cells.slice(firstStale).every((cell) => cell.stale)).toBe(true);
      expect(await buttons.count()).toBe(cells.length);

      // Greyed: the percentage takes the grey of the day line, not the accent of a current score.
      const stalePercent = stale.locator('span').first();
      expect(await colourOf(stalePercent)).toBe(await colourOf(stale.getByTestId('ai-score-day')));
      expect(await colourOf(stalePercent)).not.toBe(await colourOf(current.locator('span').first()));
      expect(await stale.getByTestId('ai-score-day').innerText()).toMatch(/^\d{4}-\d{2}-\d{2} · stale$/);

      // The reason, to a screen reader and in the tooltip.
      expect(await stale.getAttribute('aria-label')).toMatch(STALE_REASON);
      await stale.hover();
      const tooltip = vigil.page.getByRole('tooltip');
      await expect.poll(() => tooltip.innerText()).toMatch(STALE_REASON);
      await screenshot(vigil.page, `ai-stale-score-${customer}`);
    });
  });
}
