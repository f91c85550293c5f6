// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { alertPatientsSchema, type AlertPatients } from '@vigil/domain';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AlertsButton } from '../alerts/index.ts';
import { staffUser } from '../../test/fixtures.ts';
import { renderWithProviders, t } from '../../test/renderWithProviders.tsx';
import { liveEventsServer, type ApiCall } from '../../test/testApi.ts';
import { LiveIndicator } from './LiveIndicator.tsx';
import { useLiveEvents } from './useLiveEvents.ts';

const ALERTS_PATH = '/rule-based-categories/alert/patients';
const nurse = staffUser('ROLE_USER');
const reconnectAtOnce = () => 0;

/** The signed-in frame's part under test: the live connection, its indicator, and a screen. */
function LiveFrame({ children }: { readonly children: ReactNode }) {
  useLiveEvents(reconnectAtOnce);
  return (
    <>
      <LiveIndicator />
      {children}
    </>
  );
}

const patientNamed = (idpatient: number, fullName: string) => ({
  idpatient,
  fullName,
  categoryNames: ['Wet every night'],
  riskScore: null,
  acknowledged: null,
});

/** The ALERTS answer grows by one patient each time it is asked. */
function growingAlerts() {
  const names = ['Ella Lund', 'Leo Holm', 'Maja Berg', 'Nils Ek'];
  let asked = 0;
  return () => {
    asked++;
    const answer: AlertPatients = {
      count: asked,
      patients: names.slice(0, asked).map((name, index) => patientNamed(index + 1, name)),
    };
    return { body: alertPatientsSchema.parse(answer) };
  };
}

const alertCalls = (calls: readonly ApiCall[]) => calls.filter((call) => call.path === ALERTS_PATH).length;

describe('live screens', () => {
  it('a change to a patient refreshes the ALERTS dialog while it stays open', async () => {
    const events = liveEventsServer();
    const { userEvent } = renderWithProviders(
      <LiveFrame>
        <AlertsButton />
      </LiveFrame>,
      { user: nurse, api: { 'GET /events': events.route, [`GET ${ALERTS_PATH}`]: growingAlerts() } },
    );
    await userEvent.click(await screen.findByRole('button', { name: new RegExp(t('shell.alerts')) }));
    const dialog = await screen.findByRole('dialog', { name: t('shell.alertsTitle') });
    expect(within(dialog).getByText('Ella Lund')).toBeInTheDocument();
    await waitFor(() => expect(events.connections()).toBe(1));
    events.send('ready', {});
    expect(await screen.findByRole('status', { name: new RegExp(t('live.on')) })).toBeInTheDocument();

    events.send('changes', { changes: [{ patientId: 2, kind: 'categories' }] });

    expect(await within(dialog).findByText('Leo Holm')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: t('shell.alertsTitle') })).toBe(dialog);
    expect(within(screen.getByTestId('alerts-count')).getByText('2')).toBeInTheDocument();
  });

  it('after a dropped connection it says it is not live, reconnects and refetches what it shows', async () => {
    const events = liveEventsServer();
    const { calls } = renderWithProviders(
      <LiveFrame>
        <AlertsButton />
      </LiveFrame>,
      { user: nurse, api: { 'GET /events': events.route, [`GET ${ALERTS_PATH}`]: growingAlerts() } },
    );
    await screen.findByText('1');
    await waitFor(() => expect(events.connections()).toBe(1));
    events.send('ready', {});
    await screen.findByRole('status', { name: new RegExp(`^${t('live.on')}`) });

    events.drop();

    await waitFor(() => expect(events.connections()).toBe(2));
    expect(screen.getByRole('status', { name: new RegExp(`^${t('live.off')}`) })).toBeInTheDocument();
    expect(alertCalls(calls)).toBe(1);
    events.send('ready', {});
    expect(await screen.findByRole('status', { name: new RegExp(`^${t('live.on')}`) })).toBeInTheDocument();
    // Whatever changed while it was away: the count is asked for again.
    expect(await screen.findByText('2')).toBeInTheDocument();
  });
});
