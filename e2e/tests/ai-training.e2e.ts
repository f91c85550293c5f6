import { describe, expect, it } from 'vitest';
import { screenshot } from '../harness/browser.ts';
import { demoLogin } from '../harness/server.ts';
import { useVigil } from '../harness/vigil.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { Shell } from '../pages/Shell.ts';

describe('AI training, generic flavour', () => {
  const vigil = useVigil({ customer: 'generic' });

  it('the product admin submits a training task and sees it complete with a new model version', async () => {
    await new LoginPage(vigil.page).logIn(demoLogin(vigil.server, 'Product admin'));
    await new Shell(vigil.page).waitUntilShown();
    await vigil.page.goto(`${vigil.server.baseUrl}/#/controlpanel/admin`);
    await vigil.page.getByRole('tab', { name: 'AI Training' }).click();
    const task = vigil.page.getByTestId('ai-task-diagnosis_training_all_patients');
    await task.waitFor();
    // The demo clinic's first model, trained at first start: a completed run with its time.
    await expect
      .poll(() => task.getByTestId('last-completed').innerText())
      .toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const card = vigil.page.getByTestId('model-card-hospitalization_risk');
    await expect.poll(() => card.innerText()).toContain('Version 1');
    // Only the generic flavour's task: no treatments to mark or train on.
    expect(await vigil.page.locator('[data-testid^="ai-task-"]').count()).toBe(1);

    // Mantine hides the switch's input under its track; the label names it.
    await task
      .getByRole('switch', { name: 'Training of patients for diagnosis predictions' })
      .check({ force: true });
    await vigil.page.getByRole('button', { name: 'Submit' }).click();
    await vigil.page.getByText('Submitted').first().waitFor();
    // Submitted: the toggles wait until the run is over.
    await expect.poll(() => task.getByRole('switch').isDisabled()).toBe(true);
    await screenshot(vigil.page, 'ai-training-submitted');

    // The queue is looked at every minute; the run itself takes seconds.
    // The first run already shows a time: the toggles come back when this run is over.
    await expect
      .poll(() => task.getByRole('switch').isDisabled(), { timeout: 150_000, interval: 2_000 })
      .toBe(false);
    expect(await task.getByTestId('last-completed').innerText()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    await expect.poll(() => card.innerText(), { timeout: 30_000 }).toContain('Version 2');
    await screenshot(vigil.page, 'ai-training-completed');
  }, 240_000);
});
