import { describe, expect, it } from 'vitest';
import { VigilApi } from '../harness/api.ts';
import { screenshot } from '../harness/browser.ts';
import { demoLogin } from '../harness/server.ts';
import { useVigil } from '../harness/vigil.ts';
import { ControlUsersPage } from '../pages/ControlUsersPage.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { Shell } from '../pages/Shell.ts';
import { UpdatePasswordPage } from '../pages/UpdatePasswordPage.ts';

describe('own account', () => {
  const vigil = useVigil({ customer: 'generic' });

  it('a nurse changes her phone number in her profile and finds it saved after a reload', async () => {
    await new LoginPage(vigil.page).logIn(demoLogin(vigil.server, 'Nurse'));
    const shell = new Shell(vigil.page);
    await shell.waitUntilShown();
    // After the login the app moves on to the patients list; a dialog opened before closes with it.
    await shell.waitForScreen('/patients');

    const profile = await shell.openOwnProfile();
    expect(await profile.roleField.count()).toBe(0);
    await screenshot(vigil.page, 'own-profile');
    await profile.fill('Phone', '');
    await profile.fill('Mobile phone', '');
    await profile.save();
    expect(await profile.errorUnder('Phone')).toBe(
      'You need to specify one of the following: phone or mobile phone',
    );

    await profile.fill('Phone', '+44 20 7946 0321');
    await profile.save();
    await profile.waitUntilClosed();
    await shell.toast('Done!').waitFor();

    await vigil.page.reload();
    await shell.waitUntilShown();
    const reopened = await shell.openOwnProfile();
    expect(await reopened.valueOf('Phone')).toBe('+44 20 7946 0321');
  });

  it('a user created by an admin must choose a new password at the first login', async () => {
    // Any clinic of the list: the product admin reaches every organization's.
    const admin = await VigilApi.logIn(vigil.server.baseUrl, demoLogin(vigil.server, 'Product admin'));
    const [clinic] = await admin.clinicIds();
    const temporaryPassword = 'Harbour7Lantern';
    await admin.createUser({
      username: 'e2e.newcomer',
      firstName: 'Elin',
      lastName: 'Newcomer',
      position: 'RN',
      userRole: 'ROLE_USER',
      enabled: true,
      clinics: clinic === undefined ? [] : [clinic],
      mobilePhone: '+44 7700 900555',
      email: 'e2e.newcomer@clinic.example',
      password: temporaryPassword,
      repeatPassword: temporaryPassword,
    });

    await new LoginPage(vigil.page).logIn({ username: 'e2e.newcomer', password: temporaryPassword });
    const update = new UpdatePasswordPage(vigil.page);
    await update.waitUntilShown();
    expect(await update.field('username').inputValue()).toBe('e2e.newcomer');
    expect(await vigil.page.evaluate(() => localStorage.getItem('vigil.token'))).toBeNull();

    await update.submit();
    expect(await update.errorText()).toBe('All fields are required fields!');
    await update.fillPasswords(temporaryPassword, 'Meadow4Compass', 'Meadow4Compas');
    await update.submit();
    expect(await update.errorText()).toBe('The passwords do not match!');
    await update.fillPasswords(temporaryPassword, 'meadow4compass', 'meadow4compass');
    await update.submit();
    expect(await update.errorText()).toBe(
      'Error: Password must contain at least one uppercase letter (A-Z)!',
    );

    await update.fillPasswords(temporaryPassword, 'Meadow4Compass', 'Meadow4Compass');
    await update.submit();
    const shell = new Shell(vigil.page);
    await shell.waitUntilShown();
    expect(await vigil.page.getByTestId('profile-button').innerText()).toContain('Elin Newcomer');
  });

  it('an admin creates a user in control users, and is told what is missing first', async () => {
    await new LoginPage(vigil.page).logIn(demoLogin(vigil.server, 'Admin'));
    const shell = new Shell(vigil.page);
    await shell.waitUntilShown();
    await shell.toggleSettings();
    await shell.openMenuEntry('controlUsers');
    const users = new ControlUsersPage(vigil.page);
    await users.waitUntilShown();

    await users.startCreating();
    await users.fill('First name', 'Tove');
    await users.fill('Last name', 'Lindqvist');
    await users.fill('Username', 'tove.lindqvist');
    await users.choose('Position', 'Doctor (MD)');
    await users.choose('Role', 'Super User');
    await users.fill('Mobile phone', '+44 7700 900777');
    await users.fillPassword('Password', 'Lighthouse5Tide');
    await users.fillPassword('Repeat password', 'Lighthouse5Tide');
    await users.submit();
    expect(await users.errorUnder('Clinics')).toBe('Please connect the user to a clinic');
    await screenshot(vigil.page, 'control-users-create');

    await users.choose('Clinics', 'Riverside Heart & Kidney Clinic');
    await users.submit();
    await users.waitUntilDialogClosed();
    await users.filter('lindqvist');
    expect(await users.row('tove.lindqvist').innerText()).toContain('Super User');
  });
});
