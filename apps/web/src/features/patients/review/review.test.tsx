// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { patientListResponseSchema, referencingLimits, type PatientStatusRow } from '@vigil/domain';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../components/dates/dateFormat.ts';
import { patientRow, staffUser } from '../../../test/fixtures.ts';
import { renderWithProviders, t } from '../../../test/renderWithProviders.tsx';
import type { ApiCall } from '../../../test/testApi.ts';
import { PatientsPage } from '../PatientsPage.tsx';

const nurse = staffUser('ROLE_USER');
const REVIEWED_AT = '2026-11-28T08:30:00.000Z';
const ella = patientRow({
  idpatient: 4,
  fullName: 'Ella Lund',
  reviewed: { at: REVIEWED_AT, iduser: 2, name: 'Anna Ek' },
  newDataSinceReview: false,
});
const leo = patientRow({ idpatient: 9, fullName: 'Leo Holm', reviewed: null, newDataSinceReview: true });

const page = (patients: PatientStatusRow[]) =>
  patientListResponseSchema.parse({
    ...referencingLimits(patients),
    total: patients.length,
    page: 0,
    pageSize: 100,
    variables: [],
    pendingApproval: false,
  });

describe('reviewed marks in the patients list', () => {
  it('each row says when and by whom it was reviewed, and which have new data since', async () => {
    renderWithProviders(<PatientsPage />, {
      user: nurse,
      api: { 'GET /patients/status': { body: page([ella, leo]) } },
    });
    const ellaRow = await screen.findByTestId('patient-row-4');
    expect(within(ellaRow).getByTestId('review-mark')).toHaveTextContent(
      t('review.by', { when: formatDateTime(REVIEWED_AT), name: 'Anna Ek' }),
    );
    expect(within(ellaRow).queryByText(t('review.newData'))).toBeNull();
    const leoRow = screen.getByTestId('patient-row-9');
    expect(within(leoRow).getByTestId('review-mark')).toHaveTextContent(t('review.never'));
    const badge = within(leoRow).getByTestId('new-data-badge');
    expect(badge).toHaveTextContent(t('review.newData'));
    expect(badge).toHaveAttribute('title', t('review.newDataTitle'));
  });

  it('the toggle asks for only the patients not reviewed since new data, and the heading sorts by it', async () => {
    const { calls, userEvent } = renderWithProviders(<PatientsPage />, {
      user: nurse,
      api: {
        'GET /patients/status': ({ query }: ApiCall) => ({
          body: page(query.get('review') === 'new-data' ? [leo] : [ella, leo]),
        }),
      },
    });
    await screen.findByTestId('patient-row-4');
    await userEvent.click(screen.getByRole('switch', { name: t('review.onlyNewData') }));
    await waitFor(() => expect(screen.queryByTestId('patient-row-4')).toBeNull());
    expect(calls.at(-1)?.query.get('review')).toBe('new-data');
    await userEvent.click(screen.getByRole('button', { name: new RegExp(t('review.column')) }));
    await waitFor(() => expect(calls.at(-1)?.query.get('sort')).toBe('REVIEW'));
    expect(calls.at(-1)?.query.get('direction')).toBe('asc');
  });

  it('the row menu marks the patient reviewed, and the list is read again', async () => {
    let reviewed = false;
    const { calls, userEvent } = renderWithProviders(<PatientsPage />, {
      user: nurse,
      api: {
        'GET /patients/status': () => ({
          body: page([
            reviewed
              ? {
                  ...leo,
                  reviewed: { at: REVIEWED_AT, iduser: 1, name: 'Me Myself' },
                  newDataSinceReview: false,
                }
              : leo,
          ]),
        }),
        'PUT /patients/9/reviewed': () => {
          reviewed = true;
          return { body: { reviewed: { at: REVIEWED_AT, iduser: 1, name: 'Me Myself' } } };
        },
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: t('patients.actionsFor', { name: 'Leo Holm' }) }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: t('review.mark'), hidden: true }));
    const row = screen.getByTestId('patient-row-9');
    await waitFor(() => expect(within(row).getByTestId('review-mark')).toHaveTextContent('Me Myself'));
    expect(within(row).queryByText(t('review.newData'))).toBeNull();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    expect(await screen.findByText(t('review.marked'))).toBeInTheDocument();
  });
});
