// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import {
  patientListResponseSchema,
  referencingLimits,
  type PatientStatusRow,
  type VariableColumn,
} from '@vigil/domain';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { patientRow, staffUser, variableColumn } from '../../test/fixtures.ts';
import { renderWithProviders, t } from '../../test/renderWithProviders.tsx';
import { apiError, NEVER, type ApiCall, type ApiRoute } from '../../test/testApi.ts';
import { PatientsPage } from './PatientsPage.tsx';

const LIST_PATH = 'GET /patients/status';
const nurse = staffUser('ROLE_USER');
const wet = variableColumn({ idpatientVariables: 11, acronyme: 'WET', variableName: 'Wet nights' });
const ella = patientRow({ idpatient: 4, fullName: 'Ella Lund' });
const leo = patientRow({ idpatient: 9, fullName: 'Leo Holm' });

interface ListPage {
  patients: PatientStatusRow[];
  variables?: VariableColumn[];
  pendingApproval?: boolean;
}

function listPage({ patients, variables = [wet], pendingApproval = false }: ListPage) {
  return patientListResponseSchema.parse({
    ...referencingLimits(patients),
    total: patients.length,
    page: 0,
    pageSize: 100,
    variables,
    pendingApproval,
  });
}

const listOf = (page: ListPage): ApiRoute => ({ body: listPage(page) });

function showPage(list: ApiRoute, path = '/') {
  return renderWithProviders(<PatientsPage />, { user: nurse, api: { [LIST_PATH]: list }, path });
}

const findTitle = () => screen.findByRole('heading', { name: t('nav.patients') });

describe('patients page', () => {
  it('shows a loader while the list is on its way', async () => {
    showPage(NEVER);
    await findTitle();
    expect(screen.getByRole('status', { name: t('app.loading') })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists the patients of the page with how many there are', async () => {
    showPage(listOf({ patients: [ella, leo] }));
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: 'Ella Lund' })).toHaveAttribute('href', '/patient/4');
    expect(within(table).getByRole('link', { name: 'Leo Holm' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /WET/ })).toBeInTheDocument();
    expect(screen.getByText(t('patients.total', { total: 2 }))).toBeInTheDocument();
  });

  it('says there are no patients to show when the list is empty', async () => {
    showPage(listOf({ patients: [] }));
    expect(await screen.findByText(t('patients.empty'))).toBeInTheDocument();
    expect(screen.getByText(t('common.noData'))).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says how to choose variables when the variables page has none', async () => {
    showPage(listOf({ patients: [ella], variables: [] }));
    expect(await screen.findByText(t('patients.emptyVariablePage', { page: 1 }))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('nav.controlVariables') })).toBeInTheDocument();
  });

  it('an error from the server shows its message', async () => {
    // An old address can sort by a variable the server no longer offers.
    const { calls } = showPage(apiError(400, 'BAD_REQUEST', 'Unknown sort column'), '/?sort=BMI');
    expect(await screen.findByText('Unknown sort column')).toBeInTheDocument();
    // Shown once, on the page: not also as a toast.
    expect(screen.getAllByText('Unknown sort column')).toHaveLength(1);
    expect(screen.queryByRole('status', { name: t('app.loading') })).toBeNull();
    expect(calls.find((call) => call.path === '/patients/status')?.query.get('sort')).toBe('BMI');
  });

  it('shows a clinic column when the patients come from more than one clinic', async () => {
    const other = patientRow({ idpatient: 12, fullName: 'Noa Vik', clinicsName: ['North clinic'] });
    showPage(listOf({ patients: [ella, other] }));
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: t('patients.columns.clinic') })).toBeVisible();
    expect(within(table).getByRole('cell', { name: 'North clinic' })).toBeInTheDocument();
  });

  it('shows no clinic column for the patients of one clinic', async () => {
    showPage(listOf({ patients: [ella, leo] }));
    const table = await screen.findByRole('table');
    expect(within(table).queryByRole('columnheader', { name: t('patients.columns.clinic') })).toBeNull();
  });

  it('offers no clinic approval while no patient waits for it', async () => {
    showPage(listOf({ patients: [ella] }));
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: t('approval.open') })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the clinic approval by itself while patients wait for it', async () => {
    const waiting = patientRow({ idpatient: 30, fullName: 'Mira Dahl', approvedClinic: null });
    // The list's page, and the dialog's read of every patient by name.
    const list = ({ query }: ApiCall) =>
      query.get('sort') === 'NAME'
        ? { body: listPage({ patients: [waiting] }) }
        : { body: listPage({ patients: [ella, waiting], pendingApproval: true }) };
    showPage(list);
    const dialog = await screen.findByRole('dialog', { name: t('approval.title') });
    expect(await within(dialog).findByText('Mira Dahl')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t('approval.open') })).toBeInTheDocument();
  });

  it('a row menu opened from the keyboard gives focus back to its button when closed', async () => {
    const { userEvent: user } = showPage(listOf({ patients: [ella, leo] }));
    const button = await screen.findByRole('button', {
      name: t('patients.actionsFor', { name: 'Leo Holm' }),
    });
    button.focus();
    await user.keyboard('{Enter}');
    // jsdom lays nothing out, so the floating dropdown counts as hidden to the accessibility tree.
    const item = await screen.findByRole('menuitem', { name: t('patientLists.addToList'), hidden: true });
    expect(item).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu', { hidden: true })).toBeNull());
    const redrawn = screen.getByRole('button', { name: t('patients.actionsFor', { name: 'Leo Holm' }) });
    expect(redrawn).toHaveFocus();
  });

  it('saves the whole list as CSV: every page, with the filter and sort of the screen', async () => {
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:patients';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    onTestFinished(() => {
      vi.restoreAllMocks();
    });
    // 1,001 patients: the file reads them in three pages of 500.
    const everyone = Array.from({ length: 1001 }, (_, index) =>
      patientRow({ idpatient: index + 1, fullName: `P${String(index + 1).padStart(4, '0')} Test` }),
    );
    const list = ({ query }: ApiCall) => {
      const size = Number(query.get('pageSize'));
      const page = Number(query.get('page'));
      // The screen's own page shows two rows only: what it draws is not under test here.
      const rows = everyone.slice(page * size, (page + 1) * size).slice(0, size === 500 ? 500 : 2);
      return { body: { ...listPage({ patients: rows }), total: everyone.length, page, pageSize: size } };
    };
    const { calls, userEvent: user } = showPage(list, '/?sort=NAME&filter=P&inactive=true');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: t('export.csv') }));
    await waitFor(() => expect(clicked).toHaveBeenCalledOnce());

    const fileCalls = calls.filter((call) => call.query.get('pageSize') === '500');
    expect(fileCalls.map((call) => call.query.get('page'))).toEqual(['0', '1', '2']);
    for (const call of fileCalls) {
      expect(call.query.get('sort')).toBe('NAME');
      expect(call.query.get('filter')).toBe('P');
      expect(call.query.get('showInactive')).toBe('true');
      expect(call.query.get('window')).toBe('1');
    }
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await saved[0]?.arrayBuffer());
    const lines = text.split('\r\n').filter((line) => line !== '');
    expect(lines[0]?.startsWith('\uFEFFName,Age,Clinic,AI score (%)')).toBe(true);
    expect(lines).toHaveLength(1 + 1001);
    expect(lines[1]?.startsWith('P0001 Test,8,Demo clinic,')).toBe(true);
    expect(lines[1001]?.startsWith('P1001 Test,')).toBe(true);
  });
});
