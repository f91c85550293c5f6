import type { ReactNode } from 'react';
import { Alert, Loader } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../app/failureToast.ts';
import { EmptyState } from './EmptyState.tsx';

interface TableFrameProps {
  /** The query the rows come from: its failure is shown above, and a loader while it runs. */
  readonly query: { readonly error: Error | null; readonly isPending: boolean };
  /**
   * There are no rows to show (after any filter), so the empty text stands instead of the table —
   * unless the query failed: rows that could not be read are not "no data".
   */
  readonly isEmpty: boolean;
  readonly emptyTitle: string;
  readonly children: ReactNode;
}

/** A table with its query's failure, loading and empty states, the same on every screen. */
export function TableFrame({ query, isEmpty, emptyTitle, children }: TableFrameProps) {
  const { t } = useTranslation();
  return (
    <>
      {query.error && (
        <Alert color="red" variant="light" icon={<IconAlertCircle />}>
          {failureText(query.error)}
        </Alert>
      )}
      {query.isPending ? (
        <Loader aria-label={t('app.loading')} />
      ) : isEmpty && query.error ? null : isEmpty ? (
        <EmptyState title={emptyTitle} />
      ) : (
        children
      )}
    </>
  );
}
