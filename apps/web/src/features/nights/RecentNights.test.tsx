// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { countNights, daysOfMonth, type NightCalendar } from '@vigil/domain';
import { describe, expect, it } from 'vitest';
import { calendarNight, staffUser } from '../../test/fixtures.ts';
import { renderWithProviders, t } from '../../test/renderWithProviders.tsx';
import { apiError, NEVER, type ApiRoute } from '../../test/testApi.ts';
import { RecentNights } from './RecentNights.tsx';

const NIGHTS_PATH = 'GET /patients/4/nights';
const TODAY = '2026-11-10';

/** A month as the server answers it: wet on the 1st and the 31st, dry up to today, then to come. */
function month(name: string): NightCalendar {
  const nights = daysOfMonth(name).map((night) =>
    calendarNight(
      night,
      night > TODAY ? 'future' : night.endsWith('-01') || night.endsWith('-31') ? 'wet' : 'dry',
    ),
  );
  const counts = countNights(nights.map((night) => night.state));
  return { month: name, today: TODAY, timezone: 'Europe/Berlin', firstNight: '2026-01-05', nights, counts };
}

function show(nights: ApiRoute) {
  renderWithProviders(<RecentNights patientId={4} days={30} />, {
    user: staffUser('ROLE_USER'),
    api: { [NIGHTS_PATH]: nights },
  });
}

describe('the summary’s recent nights', () => {
  it('shows a loader while the nights are on their way', async () => {
    show(NEVER);
    expect(await screen.findByRole('status', { name: t('app.loading') })).toBeInTheDocument();
  });

  it('shows the last 30 nights up to the patient’s today, across the month’s start, with the counts', async () => {
    show((call) => ({ body: month(call.query.get('month') ?? '2026-11') }));
    const strip = await screen.findByRole('list', { name: t('summary.recentNights') });
    const nights = within(strip).getAllByRole('listitem');
    expect(nights).toHaveLength(30);
    expect(nights[0]).toHaveAttribute('data-testid', 'summary-night-2026-10-12');
    expect(nights.at(-1)).toHaveAttribute('data-testid', 'summary-night-2026-11-10');
    expect(nights.filter((night) => night.dataset.state === 'wet')).toHaveLength(2);
    expect(within(nights[0]!).getByText(/: Dry$/)).toBeInTheDocument();
    expect(screen.getByTestId('summary-count-wet')).toHaveTextContent(`${t('nights.state.wet')}: 2`);
    expect(screen.getByTestId('summary-count-dry')).toHaveTextContent(`${t('nights.state.dry')}: 28`);
  });

  it('an error from the server shows its message', async () => {
    show(apiError(404, 'NOT_FOUND', 'Not found'));
    expect(await screen.findByText('Not found')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
