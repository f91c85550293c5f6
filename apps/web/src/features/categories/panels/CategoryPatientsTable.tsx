import { ActionIcon, Anchor, Table, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconChecks, IconUserMinus } from '@tabler/icons-react';
import type { CategoryAcknowledgement, PatientStatusRow, VariableColumn } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusIcon } from '../../../components/status/StatusIcon.tsx';
import { AiScoreButton } from '../../ai/index.ts';
import { AcknowledgedNote } from '../../alerts/index.ts';
import classes from './CategoryPanels.module.css';

interface CategoryPatientsTableProps {
  patients: readonly PatientStatusRow[];
  variables: readonly VariableColumn[];
  /** Opens the AI factors of a patient's latest prediction. */
  onAiFactors: (patient: PatientStatusRow) => void;
  /** Given for a user's own list: each row can be taken off it. */
  onRemove?: (patient: PatientStatusRow) => void;
  /** Given for an alert category: each row's alert can be acknowledged. */
  onAcknowledge?: (patient: PatientStatusRow) => void;
  /** Alert categories: who acknowledged a patient's alert last, and when. */
  acknowledgements?: readonly CategoryAcknowledgement[];
  loading?: boolean;
  testId?: string;
}

/** A category's patients with their AI score and the status icons of the patients list. */
export function CategoryPatientsTable(props: CategoryPatientsTableProps) {
  const { patients, variables, onAiFactors, onRemove, onAcknowledge, loading = false } = props;
  const { t } = useTranslation();
  const acknowledged = new Map(props.acknowledgements?.map((shown) => [shown.idpatient, shown]));
  return (
    <Table.ScrollContainer minWidth={250 + variables.length * 42} type="native">
      <Table
        verticalSpacing={4}
        horizontalSpacing={5}
        highlightOnHover
        className={classes.table}
        data-loading={loading || undefined}
        aria-busy={loading}
        data-testid={props.testId}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('patients.columns.name')}</Table.Th>
            <Table.Th className={classes.numeric}>{t('patients.columns.aiScore')}</Table.Th>
            {variables.map((variable) => (
              <Table.Th
                key={variable.idpatientVariables}
                className={classes.variableHeader}
                title={`${variable.variableName}${variable.units ? ` (${variable.units})` : ''}`}
              >
                {variable.acronymeTranslate}
              </Table.Th>
            ))}
            {(onRemove || onAcknowledge) && (
              <Table.Th data-no-print>
                <VisuallyHidden>{t('patients.columns.actions')}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {patients.map((patient) => (
            <Table.Tr key={patient.idpatient} data-testid={`category-patient-${patient.idpatient}`}>
              <Table.Td className={classes.name}>
                <Anchor component={Link} to={`/patient/${patient.idpatient}`} size="sm" fw={600} c="dark.7">
                  {patient.fullName}
                </Anchor>
                {acknowledged.has(patient.idpatient) && (
                  <AcknowledgedNote acknowledged={acknowledged.get(patient.idpatient)!} />
                )}
              </Table.Td>
              <Table.Td className={classes.numeric}>
                <AiScoreButton patient={patient} onOpen={() => onAiFactors(patient)} />
              </Table.Td>
              {variables.map((variable) => (
                <Table.Td key={variable.idpatientVariables} className={classes.statusCell}>
                  <StatusIcon
                    entry={patient.dangerList[String(variable.idpatientVariables)]}
                    variable={{
                      name: variable.variableName,
                      acronym: variable.acronyme,
                      units: variable.units,
                    }}
                    size={20}
                    patientInactive={patient.inactive}
                  />
                </Table.Td>
              ))}
              {onAcknowledge && (
                <Table.Td data-no-print className={classes.statusCell}>
                  <Tooltip label={t('acknowledge.action')}>
                    <ActionIcon
                      variant="subtle"
                      size="sm"
                      aria-label={t('acknowledge.actionFor', { name: patient.fullName })}
                      onClick={() => onAcknowledge(patient)}
                      data-testid={`acknowledge-patient-${patient.idpatient}`}
                    >
                      <IconChecks size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              )}
              {onRemove && (
                <Table.Td data-no-print className={classes.statusCell}>
                  <Tooltip label={t('categoryPanels.removePatient')}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="sm"
                      aria-label={t('categoryPanels.removePatientNamed', { name: patient.fullName })}
                      onClick={() => onRemove(patient)}
                      data-testid={`remove-patient-${patient.idpatient}`}
                    >
                      <IconUserMinus size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
