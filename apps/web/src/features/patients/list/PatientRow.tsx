import { Anchor, Badge, Group, Table } from '@mantine/core';
import { dangerCode, type DangerEntry, type PatientStatusRow, type VariableColumn } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusIcon } from '../../../components/status/StatusIcon.tsx';
import { AiScoreButton, type AiFactorsTarget } from '../../ai/index.ts';
import { NewDataBadge, ReviewCell } from '../review/index.ts';
import classes from './PatientsTable.module.css';
import { RowActionsMenu } from './RowActionsMenu.tsx';
import { ServiceUntil } from './ServiceUntil.tsx';

interface PatientRowProps {
  patient: PatientStatusRow;
  variables: readonly VariableColumn[];
  showClinic: boolean;
  onAiFactors: (target: AiFactorsTarget) => void;
  /** On a phone the variable columns are out of view: the worst status sits by the name. */
  phone: boolean;
}

/**
 * The variable whose status is the worst of the row (alert before abnormal before normal), shown
 * beside the name on a phone, where the variable columns are out of view.
 */
function worstStatus(patient: PatientStatusRow, variables: readonly VariableColumn[]) {
  let worst: { variable: VariableColumn; entry: DangerEntry; code: number } | undefined;
  for (const variable of variables) {
    const entry = patient.dangerList[String(variable.idpatientVariables)];
    const code = entry ? dangerCode(entry.status) : null;
    if (entry && code !== null && (!worst || code < worst.code)) worst = { variable, entry, code };
  }
  return worst;
}

export function PatientRow({ patient, variables, showClinic, onAiFactors, phone }: PatientRowProps) {
  const { t } = useTranslation();
  // docs/requirements/screens-and-routes.md#patients-list: a patient without service is shaded (and the service column says so in words).
  const noService = patient.service.state === 'NONE';
  const worst = phone ? worstStatus(patient, variables) : undefined;
  return (
    <Table.Tr
      className={noService ? classes.noService : undefined}
      data-testid={`patient-row-${patient.idpatient}`}
      data-no-service={noService || undefined}
    >
      <Table.Td className={classes.nowrap}>
        {/* On a phone the badges and the worst status go under a long name. */}
        <Group gap={6} wrap={phone ? 'wrap' : 'nowrap'}>
          <Anchor component={Link} to={`/patient/${patient.idpatient}`} fw={600} size="sm" c="dark.7">
            {patient.fullName}
          </Anchor>
          {patient.inactive && (
            <Badge size="xs" variant="outline" color="gray">
              {t('patients.inactive')}
            </Badge>
          )}
          <NewDataBadge patient={patient} />
          {worst && (
            <span className={classes.phoneOnly} data-testid="worst-status">
              <StatusIcon
                entry={worst.entry}
                variable={{
                  name: worst.variable.variableName,
                  acronym: worst.variable.acronyme,
                  units: worst.variable.units,
                }}
                patientInactive={patient.inactive}
              />
            </span>
          )}
        </Group>
      </Table.Td>
      <Table.Td className={`${classes.numeric} ${classes.wideOnly}`}>{patient.age ?? '–'}</Table.Td>
      {showClinic && (
        <Table.Td className={`${classes.clinic} ${classes.wideOnly}`} title={patient.clinicsName.join(', ')}>
          {patient.clinicsName.join(', ')}
        </Table.Td>
      )}
      <Table.Td className={classes.numeric} data-testid="ai-score">
        <AiScoreButton
          patient={patient}
          onOpen={() =>
            patient.latestAiPrediction &&
            onAiFactors({
              patientName: patient.fullName,
              predictionId: patient.latestAiPrediction.idaiPredictions,
              prediction: patient.latestAiPrediction,
            })
          }
        />
      </Table.Td>
      {variables.map((variable) => (
        <Table.Td key={variable.idpatientVariables} className={classes.statusCell}>
          <StatusIcon
            entry={patient.dangerList[String(variable.idpatientVariables)]}
            variable={{ name: variable.variableName, acronym: variable.acronyme, units: variable.units }}
            patientInactive={patient.inactive}
          />
        </Table.Td>
      ))}
      <Table.Td className={classes.nowrap}>
        <ReviewCell patient={patient} />
      </Table.Td>
      <Table.Td className={classes.nowrap}>
        <ServiceUntil service={patient.service} />
      </Table.Td>
      <Table.Td data-no-print>
        <RowActionsMenu patient={patient} />
      </Table.Td>
    </Table.Tr>
  );
}
