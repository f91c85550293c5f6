import { describe, expect, it } from 'vitest';
import { VigilApi } from '../harness/api.ts';
import { screenshot } from '../harness/browser.ts';
import { demoLogin } from '../harness/server.ts';
import { useVigil } from '../harness/vigil.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { Shell } from '../pages/Shell.ts';

// The server's idle deadline is 30 minutes by default; the page's clock is moved, not waited for.
const ALMOST_IDLE = '28:30';

describe('inactivity', () => {
  const vigil = useVigil({ customer: 'generic' });

  async function logInWithFakeClock(): Promise<Shell> {
    await vigil.page.clock.install();
    await new LoginPage(vigil.page).logIn(demoLogin(vigil.server, 'Nurse'));
    const shell = new Shell(vigil.page);
    await shell.waitUntilShown();
    // Moving to another screen counts as activity: the move to the list must be over before the
    // clock jumps, or it would refresh the session the test lets run out.
    await shell.waitForScreen('/patients');
    return shell;
  }

  it('a countdown warns before the session ends, and Keep Me Signed in keeps it', async () => {
    const shell = await logInWithFakeClock();

    await vigil.page.clock.fastForward(ALMOST_IDLE);
    await shell.inactivityDialog.waitFor();
    expect(await shell.inactivityDialog.innerText()).toMatch(/You will be logged out in \d+ seconds/);
    await screenshot(vigil.page, 'inactivity-dialog');

    await shell.keepSignedIn();
    await vigil.page.clock.fastForward('10:00');
    expect(await shell.inactivityDialog.count()).toBe(0);
    expect(await shell.pageTitle.innerText()).toBe('Patients');
  });

  /** The countdown's texts as the clock moves a second at a time up to the deadline. */
  async function countdownTexts(shell: Shell): Promise<string> {
    await vigil.page.clock.fastForward(ALMOST_IDLE);
    await shell.inactivityDialog.waitFor();
    await vigil.page.clock.fastForward('01:25');
    const texts: string[] = [];
    for (let second = 0; second < 6 && (await shell.inactivityDialog.count()) > 0; second++) {
      texts.push(await shell.inactivityDialog.innerText());
      await vigil.page.clock.fastForward(1000);
    }
    return texts.join('\n');
  }

  it('the countdown says 1 second and 2 seconds', async () => {
    const texts = await countdownTexts(await logInWithFakeClock());
    expect(texts).toMatch(/You will be logged out in 1 second because/);
    expect(texts).toMatch(/You will be logged out in 2 seconds because/);
  });

  it('in German too: 1 Sekunde, 2 Sekunden', async () => {
    const api = await VigilApi.logIn(vigil.server.baseUrl, demoLogin(vigil.server, 'Nurse'));
    await api.setProfileLanguage('de');
    try {
      const texts = await countdownTexts(await logInWithFakeClock());
      expect(texts).toMatch(/Sie werden in 1 Sekunde wegen/);
      expect(texts).toMatch(/Sie werden in 2 Sekunden wegen/);
    } finally {
      await api.setProfileLanguage('en');
    }
  });

  it('more than a minute past the deadline the user is logged out and told why', async () => {
    const shell = await logInWithFakeClock();

    await vigil.page.clock.fastForward(ALMOST_IDLE);
    await shell.inactivityDialog.waitFor();
    await vigil.page.clock.fastForward('03:00');

    const message = vigil.page.getByTestId('logged-out-message');
    await message.waitFor();
    expect(await message.innerText()).toBe('You have been logged out due to inactivity');
    expect(await vigil.page.evaluate(() => localStorage.getItem('vigil.token'))).toBeNull();

    await vigil.page.getByRole('link', { name: 'Go to the login page' }).click();
    await new LoginPage(vigil.page).usernameField.waitFor();
  });
});
