// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import {
  CATEGORY_MESSAGES,
  categoryPatientsSchema,
  type CategoryPanel,
  type Customer,
  type PatientStatusRow,
  type Role,
} from '@vigil/domain';
import { describe, expect, it, vi } from 'vitest';
import { categoryPanel, patientRow, staffUser, variableColumn } from '../../../test/fixtures.ts';
import { renderWithProviders, t } from '../../../test/renderWithProviders.tsx';
import { apiError, NEVER, type ApiRoute } from '../../../test/testApi.ts';
import { formatDateTime } from '../../../components/dates/dateFormat.ts';
import { CategoryPanels } from './CategoryPanels.tsx';

const PATIENTS_PATH = 'GET /rule-based-categories/21/patients';
const wetNights = categoryPanel({ categoryId: 21, categoryName: 'Wet every night', numberOfPatients: 2 });
const variables = [variableColumn({ idpatientVariables: 11, acronyme: 'WET', variableName: 'Wet nights' })];

function patientsPage(panel: CategoryPanel, patients: PatientStatusRow[]): ApiRoute {
  const page = { category: panel, patients, total: patients.length, page: 0, pageSize: 6, variables };
  return { body: categoryPatientsSchema.parse(page) };
}

interface PanelOptions {
  role?: Role;
  customer?: Customer;
  panel?: CategoryPanel;
  patients: ApiRoute;
}

function showPanel({ role = 'ROLE_USER', customer, panel = wetNights, patients }: PanelOptions) {
  return renderWithProviders(
    <CategoryPanels panels={[panel]} window={1} onOpen={vi.fn()} onAiFactors={vi.fn()} />,
    { user: staffUser(role), customer, api: { [PATIENTS_PATH]: patients } },
  );
}

const findPanel = () => screen.findByRole('region', { name: wetNights.categoryNameTranslated });

describe('category panel', () => {
  it('shows its count and a loader while its patients are on their way', async () => {
    showPanel({ patients: NEVER });
    const panel = await findPanel();
    expect(within(panel).getByTestId('panel-count')).toHaveTextContent('2');
    expect(within(panel).getByRole('status', { name: t('app.loading') })).toBeInTheDocument();
  });

  it('lists the category’s patients with the status columns of the variables page', async () => {
    const patients = [
      patientRow({ idpatient: 4, fullName: 'Ella Lund' }),
      patientRow({ idpatient: 9, fullName: 'Leo Holm' }),
    ];
    showPanel({ patients: patientsPage(wetNights, patients) });
    const panel = await findPanel();
    expect(await within(panel).findByRole('link', { name: 'Ella Lund' })).toHaveAttribute(
      'href',
      '/patient/4',
    );
    expect(within(panel).getByRole('link', { name: 'Leo Holm' })).toBeInTheDocument();
    expect(within(panel).getByRole('columnheader', { name: 'WET' })).toBeInTheDocument();
  });

  it('an alert category shows who acknowledged a patient’s alert and when', async () => {
    const alert = categoryPanel({ ...wetNights, sharableType: 'admin-alert' });
    const patients = [
      patientRow({ idpatient: 4, fullName: 'Ella Lund' }),
      patientRow({ idpatient: 9, fullName: 'Leo Holm' }),
    ];
    const at = '2026-11-28T09:30:00.000Z';
    const page = {
      category: alert,
      patients,
      total: 2,
      page: 0,
      pageSize: 6,
      variables,
      acknowledgements: [
        { idpatient: 4, at, name: 'Anna Berg', comment: 'Seen at the visit', snoozeUntil: null, holds: true },
      ],
    };
    showPanel({ panel: alert, patients: { body: categoryPatientsSchema.parse(page) } });
    const panel = await findPanel();
    const ella = (await within(panel).findByRole('link', { name: 'Ella Lund' })).closest('tr')!;
    expect(within(ella).getByTestId('acknowledged-note')).toHaveTextContent(
      `${t('acknowledge.by', { when: formatDateTime(at), name: 'Anna Berg' })} — Seen at the visit`,
    );
    // Leo's alert was never acknowledged: nothing beside his name, the button to do it.
    const leo = within(panel).getByRole('link', { name: 'Leo Holm' }).closest('tr')!;
    expect(within(leo).queryByTestId('acknowledged-note')).toBeNull();
    expect(
      within(leo).getByRole('button', { name: t('acknowledge.actionFor', { name: 'Leo Holm' }) }),
    ).toBeInTheDocument();
  });

  it('says No Data when the category has no patients', async () => {
    const empty = categoryPanel({ ...wetNights, numberOfPatients: 0 });
    showPanel({ panel: empty, patients: patientsPage(empty, []) });
    const panel = await findPanel();
    expect(await within(panel).findByText(t('common.noData'))).toBeInTheDocument();
    expect(within(panel).getByTestId('panel-count')).toHaveTextContent('0');
    expect(within(panel).queryByRole('table')).toBeNull();
  });

  it('an error from the server shows its message', async () => {
    showPanel({ patients: apiError(404, 'NOT_FOUND', CATEGORY_MESSAGES.notFound) });
    const panel = await findPanel();
    expect(await within(panel).findByText(t('categoryMessages.notFound'))).toBeInTheDocument();
    expect(within(panel).queryByRole('status', { name: t('app.loading') })).toBeNull();
  });

  it('marks an alert category as counted under ALERTS', async () => {
    const alert = categoryPanel({ ...wetNights, sharableType: 'admin-alert' });
    showPanel({ panel: alert, patients: NEVER });
    const panel = await findPanel();
    expect(within(panel).getByLabelText(t('categoryPanels.alertCategory'))).toBeInTheDocument();
  });

  const messageButton = { name: t('categoryMessageEditor.open', { name: wetNights.categoryName }) };

  it('a product admin may edit the category’s message in the bedwetting flavour', async () => {
    showPanel({ role: 'ROLE_MYAPPADMIN', patients: NEVER });
    const panel = await findPanel();
    expect(within(panel).getByRole('button', messageButton)).toBeInTheDocument();
  });

  it('a nurse gets no category message button', async () => {
    showPanel({ role: 'ROLE_USER', patients: NEVER });
    const panel = await findPanel();
    expect(within(panel).queryByRole('button', messageButton)).toBeNull();
  });

  it('the generic flavour has no category messages, even for a product admin', async () => {
    showPanel({ role: 'ROLE_MYAPPADMIN', customer: 'generic', patients: NEVER });
    const panel = await findPanel();
    expect(within(panel).queryByRole('button', messageButton)).toBeNull();
  });
});
