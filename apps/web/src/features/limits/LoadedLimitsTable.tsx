import { TableFrame } from '../../components/TableFrame.tsx';
import { LimitsTable, type LimitsTableProps } from './LimitsTable.tsx';

interface LoadedLimitsTableProps extends LimitsTableProps {
  /** The query the limits come from: its failure is shown above, and a loader while it runs. */
  readonly query: { readonly error: Error | null; readonly isPending: boolean };
  readonly emptyText: string;
}

/** A limits table with its query's loading, empty and failure states, as both limit tabs show it. */
export function LoadedLimitsTable({ query, emptyText, ...table }: LoadedLimitsTableProps) {
  return (
    <TableFrame query={query} isEmpty={table.limits.length === 0} emptyTitle={emptyText}>
      <LimitsTable {...table} />
    </TableFrame>
  );
}
