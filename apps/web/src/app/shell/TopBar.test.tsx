// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import { alertPatientsSchema } from '@vigil/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { staffUser } from '../../test/fixtures.ts';
import { renderWithProviders, t } from '../../test/renderWithProviders.tsx';
import { NEVER } from '../../test/testApi.ts';
import { TopBar } from './TopBar.tsx';

const ALERTS = {
  body: alertPatientsSchema.parse({
    count: 1,
    patients: [
      {
        idpatient: 4,
        fullName: 'Ella Lund',
        categoryNames: ['No entries'],
        riskScore: 0.8,
        acknowledged: null,
      },
    ],
  }),
};

/** A window whose width can cross the phone query while the screen is up. */
function resizableWindow(phone: boolean) {
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const original = Object.getOwnPropertyDescriptor(window, 'matchMedia');
  let matches = phone;
  window.matchMedia = (media: string) =>
    ({
      media,
      get matches() {
        return matches;
      },
      onchange: null,
      addListener: (listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
      removeListener: (listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener),
      addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
        listeners.add(listener),
      removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
        listeners.delete(listener),
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
  return {
    setPhone(next: boolean) {
      matches = next;
      for (const listener of listeners) listener({ matches: next } as MediaQueryListEvent);
    },
    restore: () => {
      if (original) Object.defineProperty(window, 'matchMedia', original);
    },
  };
}

describe('top bar', () => {
  let restore = () => undefined as void;
  afterEach(() => restore());

  it('keeps an open ALERTS dialog and a comment being written when the width crosses a phone’s', async () => {
    const window = resizableWindow(false);
    restore = window.restore;
    const { userEvent } = renderWithProviders(<TopBar />, {
      user: staffUser('ROLE_USER'),
      api: { 'GET /rule-based-categories/alert/patients': ALERTS },
      path: '/patients',
    });
    await userEvent.click(await screen.findByRole('button', { name: new RegExp(t('shell.alerts')) }));
    const alerts = await screen.findByRole('dialog', { name: t('shell.alertsTitle') });
    await userEvent.click(
      await within(alerts).findByRole('button', { name: t('acknowledge.actionFor', { name: 'Ella Lund' }) }),
    );
    const acknowledge = await screen.findByRole('dialog', {
      name: t('acknowledge.title', { name: 'Ella Lund' }),
    });
    await userEvent.type(within(acknowledge).getByLabelText(t('acknowledge.comment')), 'Called the parents');

    act(() => window.setPhone(true));
    expect(await screen.findByTestId('phone-menu')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: t('shell.alertsTitle') })).toBeInTheDocument();
    const still = screen.getByRole('dialog', { name: t('acknowledge.title', { name: 'Ella Lund' }) });
    expect(within(still).getByLabelText(t('acknowledge.comment'))).toHaveValue('Called the parents');

    act(() => window.setPhone(false));
    expect(screen.queryByTestId('phone-menu')).not.toBeInTheDocument();
    expect(
      screen.getByRole('dialog', { name: t('acknowledge.title', { name: 'Ella Lund' }) }),
    ).toBeInTheDocument();
  });
  it('keeps the own profile open when the width crosses a phone’s', async () => {
    const window = resizableWindow(false);
    restore = window.restore;
    const { userEvent } = renderWithProviders(<TopBar />, {
      user: staffUser('ROLE_USER'),
      // The profile's own answer never comes: the dialog waits for it, open.
      api: { 'GET /rule-based-categories/alert/patients': ALERTS, 'GET /users': NEVER },
      path: '/patients',
    });
    await userEvent.click(await screen.findByTestId('profile-button'));
    expect(await screen.findByRole('dialog', { name: t('profile.title') })).toBeInTheDocument();
    act(() => window.setPhone(true));
    expect(await screen.findByTestId('phone-menu')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: t('profile.title') })).toBeInTheDocument();
    act(() => window.setPhone(false));
    expect(screen.getByRole('dialog', { name: t('profile.title') })).toBeInTheDocument();
  });
});
