import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { showFailure } from '../../platform/failureToast.ts';
import { downloadCsv, toCsv } from './csv.ts';
import type { CsvTable } from './patientRowsCsv.ts';

interface ExportCsvButtonProps {
  /** The file's name (csvFileName). */
  fileName: string;
  /** Reads what the file holds; may ask the server for more pages than the screen shows. */
  table: () => CsvTable | Promise<CsvTable>;
  testId: string;
  /** The button's words; "Export CSV" unless given. */
  label?: string;
}

/** A button that saves a table as a CSV file (UTF-8 with BOM); busy while the rows are read. */
export function ExportCsvButton({ fileName, table, testId, label }: ExportCsvButtonProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      const { header, rows } = await table();
      downloadCsv(fileName, toCsv(header, rows));
    } catch (error) {
      showFailure(error instanceof Error ? error : new Error(String(error)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconDownload size={16} />}
      loading={busy}
      onClick={() => void save()}
      data-testid={testId}
      data-no-print
    >
      {label ?? t('export.csv')}
    </Button>
  );
}
