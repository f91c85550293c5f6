// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import type { VariableHistory } from '@vigil/domain';
import { describe, expect, it } from 'vitest';
import { staffUser } from '../../test/fixtures.ts';
import { renderWithProviders, t } from '../../test/renderWithProviders.tsx';
import { apiError, NEVER, type ApiRoute } from '../../test/testApi.ts';
import { ValuesHistoryDialog } from './ValuesHistoryDialog.tsx';

const HISTORY_PATH = 'GET /patients/4/variablehistory/acronym';
const weight: VariableHistory = {
  idpatientVariables: 11,
  variableName: 'Weight',
  variableNameTranslate: 'Weight',
  acronyme: 'WEIGHT',
  acronymeTranslate: 'WEIGHT',
  units: 'kg',
  values: [],
};

function showDialog(history: ApiRoute) {
  renderWithProviders(
    <ValuesHistoryDialog
      patientId={4}
      timeZone="UTC"
      variable={weight}
      entry={undefined}
      onClose={() => {}}
    />,
    { user: staffUser('ROLE_USER'), api: { [HISTORY_PATH]: history } },
  );
  return screen.findByRole('dialog', { name: t('history.dialogTitle', { name: 'Weight' }) });
}

describe('values history dialog', () => {
  it('shows a loader while the values are on their way', async () => {
    const dialog = await showDialog(NEVER);
    expect(within(dialog).getByRole('status', { name: t('app.loading') })).toBeInTheDocument();
  });

  it('says No Data for a variable without values in the period', async () => {
    const dialog = await showDialog({ body: weight });
    expect(await within(dialog).findByText(t('common.noData'))).toBeInTheDocument();
    expect(within(dialog).queryByRole('table')).toBeNull();
  });

  it('lists the values newest first', async () => {
    const values = [
      { value: 31.5, timeStamp: '2026-03-01T08:00:00.000Z' },
      { value: 32, timeStamp: '2026-03-08T08:00:00.000Z' },
    ];
    const dialog = await showDialog({ body: { ...weight, values } });
    const rows = await within(dialog).findAllByRole('row');
    expect(rows.slice(1).map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      '32',
      '31.5',
    ]);
  });

  it('an error from the server shows its message, and never No Data', async () => {
    const dialog = await showDialog(apiError(404, 'NOT_FOUND', 'Not found'));
    expect(await within(dialog).findByText('Not found')).toBeInTheDocument();
    expect(within(dialog).queryByText(t('common.noData'))).toBeNull();
  });
});
