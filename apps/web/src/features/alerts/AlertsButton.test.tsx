// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { ALERTS_PAGE_SIZE, alertPatientsSchema, CATEGORY_MESSAGES, type AlertPatients } from '@vigil/domain';
import { describe, expect, it } from 'vitest';
import { staffUser } from '../../test/fixtures.ts';
import { renderWithProviders, t } from '../../test/renderWithProviders.tsx';
import { apiError, NEVER, type ApiAnswer } from '../../test/testApi.ts';
import { formatDateTime } from '../../components/dates/dateFormat.ts';
import { AlertsButton } from './AlertsButton.tsx';

const ALERTS_PATH = 'GET /rule-based-categories/alert/patients';
const nurse = staffUser('ROLE_USER');

function alerts(answer: AlertPatients): ApiAnswer {
  return { body: alertPatientsSchema.parse(answer) };
}

const twoAlerts = alerts({
  count: 2,
  patients: [
    {
      idpatient: 4,
      fullName: 'Ella Lund',
      categoryNames: ['Wet every night', 'No entries'],
      riskScore: 0.8,
      acknowledged: null,
    },
    {
      idpatient: 9,
      fullName: 'Leo Holm',
      categoryNames: ['No entries'],
      riskScore: null,
      acknowledged: null,
    },
  ],
});

describe('ALERTS button', () => {
  it('shows how many patients are in alert categories, not just on the first page', async () => {
    const firstPage = Array.from({ length: ALERTS_PAGE_SIZE }, (_, index) => ({
      idpatient: index + 1,
      fullName: `Patient ${index + 1}`,
      categoryNames: ['No entries'],
      riskScore: null,
      acknowledged: null,
    }));
    const api = { [ALERTS_PATH]: alerts({ count: ALERTS_PAGE_SIZE + 1, patients: firstPage }) };
    renderWithProviders(<AlertsButton />, { user: nurse, api });
    const button = await screen.findByRole('button', { name: new RegExp(t('shell.alerts')) });
    expect(await within(button).findByText(String(ALERTS_PAGE_SIZE + 1))).toBeInTheDocument();
  });

  it('shows no count while it is on its way, and says so', async () => {
    renderWithProviders(<AlertsButton />, { user: nurse, api: { [ALERTS_PATH]: NEVER } });
    expect(await screen.findByTestId('alerts-count')).toHaveTextContent('…');
    expect(
      screen.getByRole('button', { name: `${t('shell.alerts')} ${t('shell.alertsLoading')}` }),
    ).toBeInTheDocument();
  });

  it('asks for the first page of the alert patients', async () => {
    const { calls } = renderWithProviders(<AlertsButton />, {
      user: nurse,
      api: { [ALERTS_PATH]: twoAlerts },
    });
    await screen.findByText('2');
    const call = calls.find((made) => made.path === '/rule-based-categories/alert/patients');
    expect(call?.query.get('page')).toBe('0');
    expect(call?.query.get('pageSize')).toBe('20');
  });

  it('opens the patients with their alert categories', async () => {
    const { userEvent } = renderWithProviders(<AlertsButton />, {
      user: nurse,
      api: { [ALERTS_PATH]: twoAlerts },
    });
    await screen.findByText('2');
    await userEvent.click(screen.getByRole('button', { name: new RegExp(t('shell.alerts')) }));
    const dialog = await screen.findByRole('dialog', { name: t('shell.alertsTitle') });
    expect(within(dialog).getByRole('link', { name: 'Ella Lund' })).toHaveAttribute('href', '/patient/4');
    expect(within(dialog).getByText('Wet every night, No entries')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Leo Holm' })).toBeInTheDocument();
  });

  it('shows who acknowledged a patient’s alert and when, whether it still holds or has lapsed', async () => {
    const at = '2026-11-28T09:30:00.000Z';
    const snoozeUntil = '2026-11-29T09:30:00.000Z';
    const { userEvent } = renderWithProviders(<AlertsButton />, {
      user: nurse,
      api: {
        [ALERTS_PATH]: alerts({
          count: 2,
          patients: [
            {
              idpatient: 4,
              fullName: 'Ella Lund',
              categoryNames: ['Wet every night', 'No entries'],
              riskScore: 0.8,
              // Acknowledged in one category; the other still counts her.
              acknowledged: {
                at,
                name: 'Anna Berg',
                comment: 'Called the parents',
                snoozeUntil,
                holds: true,
              },
            },
            {
              idpatient: 9,
              fullName: 'Leo Holm',
              categoryNames: ['No entries'],
              riskScore: null,
              acknowledged: { at, name: 'Per Ek', comment: null, snoozeUntil: null, holds: false },
            },
          ],
        }),
      },
    });
    await screen.findByText('2');
    await userEvent.click(screen.getByRole('button', { name: new RegExp(t('shell.alerts')) }));
    const dialog = await screen.findByRole('dialog', { name: t('shell.alertsTitle') });
    const [ella, leo] = within(dialog).getAllByTestId('acknowledged-note');
    const when = formatDateTime(at);
    expect(ella).toHaveTextContent(
      `${t('acknowledge.by', { when, name: 'Anna Berg' })} · ${t('acknowledge.until', { when: formatDateTime(snoozeUntil) })} — Called the parents`,
    );
    // Lapsed (new data since): "last acknowledged", and no snooze or comment to show.
    expect(leo?.textContent).toBe(t('acknowledge.lastBy', { when, name: 'Per Ek' }));
    expect(leo).toHaveAttribute('data-holds', 'false');
  });

  it('without alerts the dialog says No Data', async () => {
    const { userEvent } = renderWithProviders(<AlertsButton />, {
      user: nurse,
      api: { [ALERTS_PATH]: alerts({ count: 0, patients: [] }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: new RegExp(t('shell.alerts')) }));
    const dialog = await screen.findByRole('dialog', { name: t('shell.alertsTitle') });
    expect(within(dialog).getByText(t('common.noData'))).toBeInTheDocument();
  });

  it('an error from the server shows its message in a toast, and no count that reads as none', async () => {
    renderWithProviders(<AlertsButton />, {
      user: nurse,
      api: { [ALERTS_PATH]: apiError(404, 'NOT_FOUND', CATEGORY_MESSAGES.notFound) },
    });
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(t('categoryMessages.notFound'));
    expect(toast).toHaveTextContent('/rule-based-categories/alert/patients');
    expect(screen.getByTestId('alerts-count')).toHaveTextContent('!');
    expect(
      screen.getByRole('button', { name: `${t('shell.alerts')} ${t('shell.alertsUnavailable')}` }),
    ).toBeInTheDocument();
  });

  it('on a phone it shows the bell and count, and keeps ALERTS in its name', async () => {
    renderWithProviders(<AlertsButton compact />, { user: nurse, api: { [ALERTS_PATH]: twoAlerts } });
    expect(await screen.findByRole('button', { name: `${t('shell.alerts')} 2` })).toBeInTheDocument();
    expect(screen.queryByText(t('shell.alerts'))).not.toBeInTheDocument();
  });

  it('a patient’s alert is acknowledged from the dialog with a comment and a snooze, and the count is read again', async () => {
    let acknowledged = false;
    const { userEvent, calls } = renderWithProviders(<AlertsButton />, {
      user: nurse,
      api: {
        [ALERTS_PATH]: () =>
          acknowledged
            ? alerts({
                count: 1,
                patients: [
                  {
                    idpatient: 9,
                    fullName: 'Leo Holm',
                    categoryNames: ['No entries'],
                    riskScore: null,
                    acknowledged: null,
                  },
                ],
              })
            : twoAlerts,
        'POST /patients/4/alert-acknowledgements': ({ body }) => {
          acknowledged = true;
          const { comment, snoozeUntil } = body as { comment: string; snoozeUntil: string | null };
          return {
            body: {
              acknowledged: [
                {
                  categoryId: 3,
                  at: '2026-11-28T10:00:00.000Z',
                  iduser: 1,
                  name: 'Me',
                  comment,
                  snoozeUntil,
                },
              ],
            },
          };
        },
      },
    });
    await screen.findByText('2');
    await userEvent.click(screen.getByRole('button', { name: new RegExp(t('shell.alerts')) }));
    const list = await screen.findByRole('dialog', { name: t('shell.alertsTitle') });
    await userEvent.click(
      within(list).getByRole('button', { name: t('acknowledge.actionFor', { name: 'Ella Lund' }) }),
    );
    const dialog = await screen.findByRole('dialog', { name: t('acknowledge.title', { name: 'Ella Lund' }) });
    await userEvent.click(within(dialog).getByLabelText(t('acknowledge.comment')));
    await userEvent.paste('Called the parents');
    await userEvent.click(within(dialog).getByLabelText(t('acknowledge.snooze')));
    await userEvent.click(
      await screen.findByRole('option', { name: t('acknowledge.hours', { hours: 4 }), hidden: true }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('acknowledge.submit') }));
    expect(await screen.findByText(t('acknowledge.done'))).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST')!;
    const body = post.body as { comment: string; snoozeUntil: string };
    expect(body.comment).toBe('Called the parents');
    expect(Date.parse(body.snoozeUntil)).toBeGreaterThan(Date.now() + 3.9 * 3600 * 1000);
    expect(body).not.toHaveProperty('categoryId');
    await waitFor(() => expect(screen.getByTestId('alerts-count')).toHaveTextContent('1'));
  }, 30_000);
});
