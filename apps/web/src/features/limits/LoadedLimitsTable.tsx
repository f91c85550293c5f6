import { Alert, Loader } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../app/failureToast.ts';
import { LimitsTable, type LimitsTableProps } from './LimitsTable.tsx';

interface LoadedLimitsTableProps extends LimitsTableProps {
  /** The query the limits come from: its failure is shown above, and a loader while it runs. */
  readonly query: { readonly error: Error | null; readonly isPending: boolean };
}

/** A limits table with its query's loading and failure states, as both limit tabs show it. */
export function LoadedLimitsTable({ query, ...table }: LoadedLimitsTableProps) {
  const { t } = useTranslation();
  return (
    <>
      {query.error && (
        <Alert color="red" variant="light" icon={<IconAlertCircle />}>
          {failureText(query.error)}
        </Alert>
      )}
      {query.isPending ? <Loader aria-label={t('app.loading')} /> : <LimitsTable {...table} />}
    </>
  );
}
