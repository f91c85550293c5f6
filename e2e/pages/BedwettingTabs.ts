import type { Locator, Page } from 'playwright-core';

type CountedState = 'dry' | 'wet' | 'veryWet' | 'missing' | 'technicalError';

/** The bedwetting tabs of a patient's page: Calendar, Send messages, Technical errors and the rest. */
export class BedwettingTabs {
  constructor(private readonly page: Page) {}

  async open(
    tab: 'Calendar' | 'Send messages' | 'Automatic messages' | 'Interventions' | 'Technical errors',
  ) {
    await this.page.getByRole('tab', { name: tab }).click();
  }

  // Calendar

  get calendarMonth(): Locator {
    return this.page.getByTestId('calendar-month');
  }

  /** The month's count of one kind of night, once the calendar has loaded. */
  async count(state: CountedState): Promise<number> {
    const count = this.page.getByTestId(`count-${state}`);
    await count.waitFor();
    return Number(await count.getAttribute('data-count'));
  }

  /** The state a day of the calendar shows (dry, wet, veryWet, missing, technicalError, …). */
  async nightState(night: string): Promise<string | null> {
    return this.page.getByTestId(`night-${night}`).getAttribute('data-state');
  }

  /** Goes one month back and waits until the calendar shows it. */
  async previousMonth(): Promise<void> {
    const shown = await this.calendarMonth.innerText();
    await this.page.getByRole('button', { name: 'Previous month' }).click();
    await this.page.waitForFunction(
      (before) => document.querySelector('[data-testid="calendar-month"]')?.textContent !== before,
      shown,
    );
    await this.page.locator('[data-testid="night-calendar"]').waitFor();
  }

  /** Opens a day's details and returns their text. */
  async nightDetails(night: string): Promise<string> {
    await this.page.getByTestId(`night-${night}`).click();
    const details = this.page.getByTestId('night-details');
    await details.waitFor();
    const text = await details.innerText();
    await this.page.keyboard.press('Escape');
    return text;
  }

  // Send messages

  async sendMessage(title: string, text: string): Promise<void> {
    const tab = this.page.getByTestId('send-messages-tab');
    await tab.getByRole('textbox', { name: 'Title' }).fill(title);
    await tab.getByRole('textbox', { name: 'Message' }).fill(text);
    await this.page.getByTestId('send-message').click();
  }

  /** The sent messages as listed, newest first. */
  sentMessages(): Locator {
    return this.page.getByTestId('sent-message');
  }

  // Technical errors

  technicalErrorRows(): Locator {
    return this.page.getByTestId('technical-errors-table').locator('tbody tr');
  }
}
