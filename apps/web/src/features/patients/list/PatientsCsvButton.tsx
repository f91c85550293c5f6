import { useTranslation } from 'react-i18next';
import { csvFileName } from '../../../components/export/csv.ts';
import { ExportCsvButton } from '../../../components/export/ExportCsvButton.tsx';
import { wholePatientListCsv } from './patientListCsv.ts';
import type { ListParams } from './listParams.ts';

/** Saves the whole list as filtered and sorted on screen, not only the page shown, as a CSV file. */
export default function PatientsCsvButton({ params, window }: { params: ListParams; window: number }) {
  const { t } = useTranslation();
  return (
    <ExportCsvButton
      fileName={csvFileName(t('nav.patients'))}
      table={() => wholePatientListCsv(t, params, window)}
      testId="patients-csv"
    />
  );
}
