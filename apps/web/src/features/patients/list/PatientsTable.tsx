import { Table, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { PatientStatusRow, VariableColumn } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import type { AiFactorsTarget } from '../../ai/index.ts';
import { PatientRow } from './PatientRow.tsx';
import classes from './PatientsTable.module.css';
import type { ListSort } from './listParams.ts';
import { SortableHeader } from './SortableHeader.tsx';

interface PatientsTableProps {
  patients: readonly PatientStatusRow[];
  variables: readonly VariableColumn[];
  sort: ListSort;
  onSort: (key: string) => void;
  loading: boolean;
  onAiFactors: (target: AiFactorsTarget) => void;
}

/** The patients of one page with the status icons of the current variables page. */
export function PatientsTable({
  patients,
  variables,
  sort,
  onSort,
  loading,
  onAiFactors,
}: PatientsTableProps) {
  const { t } = useTranslation();
  // A clinic column only helps those who see patients of more than one clinic.
  const showClinic = new Set(patients.flatMap((patient) => patient.clinicsName)).size > 1;
  // The width PatientsTable.module.css calls a phone.
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  return (
    <Table.ScrollContainer
      minWidth={560 + variables.length * 60}
      maxHeight="calc(100dvh - 250px)"
      type="native"
      className={classes.scroll}
    >
      <Table
        stickyHeader
        highlightOnHover
        verticalSpacing={6}
        horizontalSpacing="xs"
        className={`${classes.table} ${loading ? classes.loading : ''}`}
        aria-busy={loading}
        data-testid="patients-table"
      >
        <Table.Thead>
          <Table.Tr>
            <SortableHeader sortKey="NAME" sort={sort} onSort={onSort}>
              {t('patients.columns.name')}
            </SortableHeader>
            <Table.Th className={`${classes.numeric} ${classes.wideOnly}`}>
              {t('patients.columns.age')}
            </Table.Th>
            {showClinic && <Table.Th className={classes.wideOnly}>{t('patients.columns.clinic')}</Table.Th>}
            <SortableHeader sortKey="AI_SCORE" sort={sort} onSort={onSort}>
              {t('patients.columns.aiScore')}
            </SortableHeader>
            {variables.map((variable) => (
              <SortableHeader
                key={variable.idpatientVariables}
                sortKey={variable.acronyme}
                sort={sort}
                onSort={onSort}
                title={`${variable.variableName}${variable.units ? ` (${variable.units})` : ''}`}
                center
              >
                {variable.acronymeTranslate}
              </SortableHeader>
            ))}
            <SortableHeader sortKey="REVIEW" sort={sort} onSort={onSort} title={t('review.sortTitle')}>
              {t('review.column')}
            </SortableHeader>
            <Table.Th>{t('patients.columns.serviceUntil')}</Table.Th>
            <Table.Th data-no-print>
              <VisuallyHidden>{t('patients.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {patients.map((patient) => (
            <PatientRow
              key={patient.idpatient}
              patient={patient}
              variables={variables}
              showClinic={showClinic}
              onAiFactors={onAiFactors}
              phone={phone}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
