// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { LIMIT_LEVELS, PATIENT_MESSAGES, type LimitLevel, type Role } from '@vigil/domain';
import { describe, expect, it, vi } from 'vitest';
import { LIMIT_LEVEL_KEYS } from '../../components/status/limitLevelKeys.ts';
import { limit, staffUser } from '../../test/fixtures.ts';
import { renderWithProviders, t } from '../../test/renderWithProviders.tsx';
import { apiError, NEVER, type ApiRoutes } from '../../test/testApi.ts';
import { PatientLimitDialog } from './PatientLimitDialog.tsx';

const LIMIT_PATH = 'GET /patients/4/variables/11/limit';
const patient = { idpatient: 4, fullName: 'Ella Lund' };
const variable = { idpatientVariables: 11, variableName: 'Wet nights', acronyme: 'WET' };
const names = { name: patient.fullName, variable: variable.variableName };
const general = limit({ idlimits: 3 });
const own = limit({ idlimits: 8, type: 'LimitsUser', alertHigh: 6, patient });

function showDialog(role: Role, api: ApiRoutes) {
  const onChanged = vi.fn(() => Promise.resolve());
  const view = renderWithProviders(
    <PatientLimitDialog patient={patient} variable={variable} onClose={vi.fn()} onChanged={onChanged} />,
    { user: staffUser(role), api },
  );
  return { ...view, onChanged };
}

async function findDialog(): Promise<HTMLElement> {
  return screen.findByRole('dialog', { name: t('limits.patientTitle', names) });
}

const levelInput = (dialog: HTMLElement, level: LimitLevel) =>
  within(dialog).getByLabelText(t(LIMIT_LEVEL_KEYS[level]));

describe('patient limit dialog', () => {
  it('shows a loader while the limit in force is on its way', async () => {
    showDialog('ROLE_SUPERUSER', { [LIMIT_PATH]: NEVER });
    const dialog = await findDialog();
    expect(within(dialog).getByRole('status', { name: t('app.loading') })).toBeInTheDocument();
  });

  it('a nurse sees the limit values but cannot change them', async () => {
    showDialog('ROLE_USER', { [LIMIT_PATH]: { body: general } });
    const dialog = await findDialog();
    expect(await within(dialog).findByText(t('limits.readOnly'))).toBeInTheDocument();
    for (const level of LIMIT_LEVELS) {
      expect(levelInput(dialog, level)).toHaveDisplayValue(String(general[level]));
      expect(levelInput(dialog, level)).toBeDisabled();
    }
    expect(within(dialog).queryByRole('button', { name: t('limits.changeTypes.create') })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: t('common.cancel') })).toBeNull();
  });

  it('a superuser may make the general limit the patient’s own', async () => {
    showDialog('ROLE_SUPERUSER', { [LIMIT_PATH]: { body: general } });
    const dialog = await findDialog();
    expect(await within(dialog).findByText(t('limits.generalInForce'))).toBeInTheDocument();
    expect(within(dialog).queryByText(t('limits.readOnly'))).toBeNull();
    expect(levelInput(dialog, 'alertHigh')).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: t('limits.changeTypes.create') })).toBeEnabled();
  });

  it('a superuser’s saved limit is posted as the patient’s own after confirming', async () => {
    const { userEvent, calls, onChanged } = showDialog('ROLE_SUPERUSER', {
      [LIMIT_PATH]: { body: general },
      'POST /patients/4/variables/11/limitsuser': { body: own },
    });
    const dialog = await findDialog();
    await userEvent.click(
      await within(dialog).findByRole('button', { name: t('limits.changeTypes.create') }),
    );
    expect(within(dialog).getByText(t('limits.confirmSavePatient', names))).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.confirm') }));
    expect(await screen.findByText(t('common.done'))).toBeInTheDocument();
    const saved = calls.find((call) => call.method === 'POST');
    expect(saved?.body).toMatchObject({ patientVariable: { idpatientVariables: 11 }, alertHigh: 5 });
    expect(onChanged).toHaveBeenCalledOnce();
  });

  it('a superuser may update or delete the patient’s own limit', async () => {
    showDialog('ROLE_SUPERUSER', { [LIMIT_PATH]: { body: own } });
    const dialog = await findDialog();
    expect(await within(dialog).findByText(t('status.patientLimit'))).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: t('limits.changeTypes.update') })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: t('limits.changeTypes.delete') })).toBeInTheDocument();
    expect(levelInput(dialog, 'alertHigh')).toHaveDisplayValue('6');
  });

  it('without a limit in force the fields are empty', async () => {
    showDialog('ROLE_SUPERUSER', { [LIMIT_PATH]: { body: null } });
    const dialog = await findDialog();
    expect(await within(dialog).findByText(t('limits.noneInForce'))).toBeInTheDocument();
    for (const level of LIMIT_LEVELS) expect(levelInput(dialog, level)).toHaveDisplayValue('');
  });

  it('an error from the server shows its message', async () => {
    showDialog('ROLE_SUPERUSER', {
      [LIMIT_PATH]: apiError(404, 'NOT_FOUND', PATIENT_MESSAGES.noPatient),
    });
    const dialog = await findDialog();
    expect(await within(dialog).findByText(t('patientDetails.notFound'))).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(t(LIMIT_LEVEL_KEYS.alertHigh))).toBeNull();
  });
});
