// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { patientListResponseSchema, referencingLimits, type PatientStatusRow } from '@vigil/domain';
import { describe, expect, it, vi } from 'vitest';
import { patientRow, staffUser } from '../../../test/fixtures.ts';
import { renderWithProviders, t } from '../../../test/renderWithProviders.tsx';
import { apiError, NEVER, type ApiRoute, type ApiRoutes } from '../../../test/testApi.ts';
import { ClinicApprovalDialog } from './ClinicApprovalDialog.tsx';

const LIST_PATH = 'GET /patients/status';
const APPROVE_PATH = 'PUT /patients/approve-patients-clinics';
const mira = patientRow({
  idpatient: 30,
  fullName: 'Mira Dahl',
  approvedClinic: null,
  daysSinceRegistration: 3,
});
const noa = patientRow({ idpatient: 31, fullName: 'Noa Vik', approvedClinic: null });
const tim = patientRow({ idpatient: 32, fullName: 'Tim Ek', approvedClinic: null });
const ella = patientRow({ idpatient: 4, fullName: 'Ella Lund', approvedClinic: true });

/** The list read by name, as the dialog asks for it; approved patients are in it too. */
function listOf(patients: PatientStatusRow[]): ApiRoute {
  const list = {
    ...referencingLimits(patients),
    total: patients.length,
    page: 0,
    pageSize: 500,
    variables: [],
  };
  return { body: patientListResponseSchema.parse({ ...list, pendingApproval: true }) };
}

function showDialog(api: ApiRoutes) {
  const onClose = vi.fn();
  const view = renderWithProviders(<ClinicApprovalDialog opened onClose={onClose} />, {
    user: staffUser('ROLE_USER'),
    api,
  });
  return { ...view, onClose };
}

const findDialog = () => screen.findByRole('dialog', { name: t('approval.title') });

/** Chooses Approve, Disapprove or Later for one patient. */
async function choose(user: UserEvent, dialog: HTMLElement, name: string, choice: string): Promise<void> {
  const decision = within(dialog).getByRole('radiogroup', { name: t('approval.decisionFor', { name }) });
  await user.click(within(decision).getByRole('radio', { name: choice }));
}

describe('clinic approval dialog', () => {
  it('shows a loader while the waiting patients are on their way', async () => {
    showDialog({ [LIST_PATH]: NEVER });
    const dialog = await findDialog();
    expect(within(dialog).getByRole('status', { name: t('app.loading') })).toBeInTheDocument();
  });

  it('lists only the patients waiting for their clinic, with when they registered', async () => {
    showDialog({ [LIST_PATH]: listOf([ella, mira]) });
    const dialog = await findDialog();
    expect(await within(dialog).findByText('Mira Dahl')).toBeInTheDocument();
    expect(within(dialog).getByText(new RegExp(t('approval.registeredDaysAgo', { days: 3 })))).toBeVisible();
    expect(within(dialog).queryByText('Ella Lund')).toBeNull();
  });

  it('says No Data when no patient waits for their clinic', async () => {
    showDialog({ [LIST_PATH]: listOf([ella]) });
    const dialog = await findDialog();
    expect(await within(dialog).findByText(t('common.noData'))).toBeInTheDocument();
    expect(within(dialog).queryByRole('table')).toBeNull();
  });

  it('an error from the server shows its message, and never No Data', async () => {
    showDialog({ [LIST_PATH]: apiError(404, 'NOT_FOUND', 'Not found') });
    const dialog = await findDialog();
    // The toast comes with the toasts' container, loaded with the first toast.
    const toast = await waitFor(() => {
      const outside = screen.getAllByRole('alert').find((alert) => !dialog.contains(alert));
      expect(outside).toBeDefined();
      return outside!;
    });
    expect(toast).toHaveTextContent('Not found');
    expect(toast).toHaveTextContent('/patients/status');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Not found');
    expect(within(dialog).queryByText(t('common.noData'))).not.toBeInTheDocument();
  });

  it('cannot be submitted before a clinic is decided', async () => {
    showDialog({ [LIST_PATH]: listOf([mira, noa]) });
    const dialog = await findDialog();
    await within(dialog).findByText('Mira Dahl');
    expect(within(dialog).getByRole('button', { name: t('approval.submit', { decided: 0 }) })).toBeDisabled();
  });

  it('submits the decided patients only, and closes', async () => {
    const { calls, onClose, userEvent } = showDialog({
      [LIST_PATH]: listOf([mira, noa, tim]),
      [APPROVE_PATH]: { body: { updated: 2 } },
    });
    const dialog = await findDialog();
    await within(dialog).findByText('Mira Dahl');
    await choose(userEvent, dialog, 'Mira Dahl', t('approval.approve'));
    await choose(userEvent, dialog, 'Noa Vik', t('approval.disapprove'));
    // Decided, then left for later after all: Tim keeps waiting.
    await choose(userEvent, dialog, 'Tim Ek', t('approval.approve'));
    await choose(userEvent, dialog, 'Tim Ek', t('approval.undecided'));
    await userEvent.click(within(dialog).getByRole('button', { name: t('approval.submit', { decided: 2 }) }));
    expect(await screen.findByText(t('approval.submitted'))).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual([
      { idpatient: 30, approvedClinic: true },
      { idpatient: 31, approvedClinic: false },
    ]);
    expect(onClose).toHaveBeenCalledOnce();
  });
});
