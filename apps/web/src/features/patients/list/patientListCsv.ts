import type { TFunction } from 'i18next';
import { patientRowsCsv, type CsvTable } from '../../../components/export/patientRowsCsv.ts';
import { readWholePatientList } from '../api.ts';
import type { ListParams } from './listParams.ts';

/** The whole list as filtered and sorted on screen, as a CSV table (PatientsToolbar loads it on click). */
export async function wholePatientListCsv(
  t: TFunction,
  params: ListParams,
  window: number,
): Promise<CsvTable> {
  const { patients, variables } = await readWholePatientList(params, window);
  return patientRowsCsv(t, patients, variables, { withService: true });
}
