import { Alert, Center, Group, Loader, Text } from '@mantine/core';
import { IconLock, IconStarFilled } from '@tabler/icons-react';
import { hasRights, type Limit, type LimitChangeType } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../platform/failureToast.ts';
import { useCurrentUser } from '../session/index.ts';
import { useDeletePatientLimit, useLimitInForce, useSavePatientLimit } from './api.ts';
import { LimitDialog, LimitDialogContent } from './LimitDialog.tsx';
import {
  emptyLimitValues,
  limitBody,
  limitValuesOf,
  patientLimitPlan,
  type LimitFormValues,
} from './limitFormValues.ts';

/** The variable a patient's limit is edited for. */
export interface LimitVariable {
  idpatientVariables: number;
  variableName: string;
  acronyme: string;
}

interface PatientLimitDialogProps {
  patient: { idpatient: number; fullName: string };
  /** The variable whose limit is shown; none keeps the dialog closed. */
  variable: LimitVariable | null;
  onClose: () => void;
  /** Called after a change, so the statuses and stars on screen can be refreshed. */
  onChanged: () => Promise<unknown>;
}

/** The patient-limit dialog: the limit in force, made the patient's own, changed or deleted. */
export function PatientLimitDialog({ patient, variable, onClose, onChanged }: PatientLimitDialogProps) {
  const { t } = useTranslation();
  return (
    <LimitDialog
      opened={variable !== null}
      onClose={onClose}
      title={
        variable ? t('limits.patientTitle', { variable: variable.variableName, name: patient.fullName }) : ''
      }
    >
      {variable && (
        <PatientLimit patient={patient} variable={variable} onDone={onClose} onChanged={onChanged} />
      )}
    </LimitDialog>
  );
}

interface PatientLimitProps extends Omit<PatientLimitDialogProps, 'variable' | 'onClose'> {
  variable: LimitVariable;
  onDone: () => void;
}

function PatientLimit({ patient, variable, onDone, onChanged }: PatientLimitProps) {
  const { t } = useTranslation();
  const { userRole } = useCurrentUser();
  const inForce = useLimitInForce(patient.idpatient, variable.idpatientVariables);
  const save = useSavePatientLimit();
  const remove = useDeletePatientLimit();
  if (inForce.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  if (inForce.error)
    return (
      <Alert color="red" variant="light">
        {failureText(inForce.error)}
      </Alert>
    );

  const limit = inForce.data;
  const plan = patientLimitPlan(limit);
  // docs/requirements/roles-and-scope.md#who-may-do-what: creating and changing limits needs superuser rights; others may look.
  const mayEdit = hasRights(userRole, 'SUPERUSER_RIGHTS');
  const names = { name: patient.fullName, variable: variable.variableName };
  const onConfirm = async (changeType: LimitChangeType, values: LimitFormValues) => {
    if (changeType === 'delete' && limit) await remove.mutateAsync(limit.idlimits);
    else
      await save.mutateAsync({
        patientId: patient.idpatient,
        variableId: variable.idpatientVariables,
        method: plan.saveMethod,
        body: limitBody(values, 'LimitsUser', limit?.type === 'LimitsUser' ? limit.idlimits : undefined),
      });
    await onChanged();
  };

  return (
    <LimitDialogContent
      type="LimitsUser"
      changeTypes={plan.changeTypes}
      initialValues={limit ? limitValuesOf(limit) : emptyLimitValues(variable.idpatientVariables)}
      intro={<InForce limit={limit} mayEdit={mayEdit} />}
      readOnly={!mayEdit}
      confirmText={(changeType) =>
        changeType === 'delete'
          ? t('limits.confirmDeletePatient', names)
          : t('limits.confirmSavePatient', names)
      }
      onConfirm={onConfirm}
      onDone={onDone}
    />
  );
}

/** Which limit is in force now, and whether this user may change it. */
function InForce({ limit, mayEdit }: { limit: Limit | null; mayEdit: boolean }) {
  const { t } = useTranslation();
  return (
    <div>
      <Group gap={6} data-testid="limit-in-force">
        {limit?.type === 'LimitsUser' && (
          <IconStarFilled size={14} color="var(--mantine-color-indigo-7)" aria-hidden />
        )}
        <Text size="sm" fw={600}>
          {limit === null
            ? t('limits.noneInForce')
            : limit.type === 'LimitsUser'
              ? t('status.patientLimit')
              : t('limits.generalInForce')}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {limit?.type === 'LimitsUser' ? t('limits.patientLimitHint') : t('limits.generalLimitHint')}
      </Text>
      {!mayEdit && (
        <Alert
          mt="xs"
          color="gray"
          variant="light"
          icon={<IconLock size={18} />}
          data-testid="limit-read-only"
        >
          {t('limits.readOnly')}
        </Alert>
      )}
    </div>
  );
}
