import type { ReactNode } from 'react';
import { Alert, Center, Loader } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../platform/failureToast.ts';
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
  /** A line under the empty title: why there is nothing, or what to do about it. */
  readonly emptyDescription?: string;
  /** An icon for the empty state in place of the empty tray (a green check for "nothing wrong"). */
  readonly emptyIcon?: ReactNode;
  /**
   * Where the loader stands: beside the toolbar (`inline`, the default), centred with the empty
   * state's padding (`centred`), or centred in a box of the given height — the chart's, so a
   * dialog does not jump when its chart arrives.
   */
  readonly loader?: 'inline' | 'centred' | { readonly height: number };
  /** Space about the failure: `below` it under a toolbar, `around` it in a frame without padding. */
  readonly alertSpacing?: 'none' | 'below' | 'around';
  readonly children: ReactNode;
}

/** A table with its query's failure, loading and empty states, the same on every screen. */
export function TableFrame({
  query,
  isEmpty,
  emptyTitle,
  emptyDescription,
  emptyIcon,
  loader = 'inline',
  alertSpacing = 'none',
  children,
}: TableFrameProps) {
  const { t } = useTranslation();
  const spinner = <Loader aria-label={t('app.loading')} />;
  return (
    <>
      {query.error && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle />}
          mb={alertSpacing === 'below' ? 'sm' : undefined}
          m={alertSpacing === 'around' ? 'sm' : undefined}
        >
          {failureText(query.error)}
        </Alert>
      )}
      {query.isPending ? (
        loader === 'inline' ? (
          spinner
        ) : loader === 'centred' ? (
          <Center py="xl">{spinner}</Center>
        ) : (
          <Center h={loader.height}>{spinner}</Center>
        )
      ) : isEmpty && query.error ? null : isEmpty ? (
        <EmptyState title={emptyTitle} description={emptyDescription} icon={emptyIcon} />
      ) : (
        children
      )}
    </>
  );
}
