import { Anchor, Modal, Table, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from './EmptyState.tsx';
import { ListPagination } from './ListPagination.tsx';

export interface PatientListRow {
  idpatient: number;
  fullName: string;
  /** The second column: an AI score, the categories a patient is in. */
  detail: string;
  /** Shown under the detail (ALERTS: who acknowledged the alert, and when). */
  note?: ReactNode;
}

interface PatientListDialogProps {
  title: string;
  detailLabel: string;
  rows: readonly PatientListRow[];
  opened: boolean;
  onClose: () => void;
  /** When the rows are one page of a longer list. */
  pagination?: { page: number; pageSize: number; total: number; onPage: (page: number) => void };
  /** A last column with an action on the row's patient (ALERTS: acknowledge). */
  action?: { label: string; render: (row: PatientListRow) => ReactNode };
}

/** A dialog listing patients by name with one more column; a name opens the patient. */
export function PatientListDialog({
  title,
  detailLabel,
  rows,
  opened,
  onClose,
  pagination,
  action,
}: PatientListDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={title}
      size="lg"
    >
      {rows.length === 0 ? (
        <EmptyState title={t('common.noData')} />
      ) : (
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('common.name')}</Table.Th>
              <Table.Th>{detailLabel}</Table.Th>
              {action && (
                <Table.Th>
                  <VisuallyHidden>{action.label}</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.idpatient} data-testid={`patient-list-row-${row.idpatient}`}>
                <Table.Td>
                  <Anchor component={Link} to={`/patient/${row.idpatient}`} onClick={onClose}>
                    {row.fullName}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  {row.detail}
                  {row.note}
                </Table.Td>
                {action && <Table.Td>{action.render(row)}</Table.Td>}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {pagination && <ListPagination {...pagination} />}
    </Modal>
  );
}
