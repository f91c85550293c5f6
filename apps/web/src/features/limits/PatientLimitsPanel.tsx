import { useState } from 'react';
import { Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { hasRights, type Limit, type LimitChangeType } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../session/index.ts';
import { useDeletePatientLimit, usePatientLimits, useSavePatientLimit } from './api.ts';
import { LimitDialog, LimitDialogContent } from './LimitDialog.tsx';
import { limitBody, limitValuesOf, type LimitFormValues } from './limitFormValues.ts';
import { LoadedLimitsTable } from './LoadedLimitsTable.tsx';
import { matchesLimit } from './matchesLimit.ts';

/**
 * The User Limits tab: the own limits of the patients in the caller's scope. A new one is made
 * from the patient's page, where the limit in force is shown; here they are changed or deleted.
 */
export function PatientLimitsPanel() {
  const { t } = useTranslation();
  const { userRole } = useCurrentUser();
  const limits = usePatientLimits();
  const save = useSavePatientLimit();
  const remove = useDeletePatientLimit();
  const [filter, setFilter] = useState('');
  const [editing, setEditing] = useState<Limit | null>(null);
  const mayEdit = hasRights(userRole, 'SUPERUSER_RIGHTS');
  const shown = (limits.data ?? []).filter((limit) => matchesLimit(limit, filter));
  const names = {
    name: editing?.patient?.fullName ?? '',
    variable: editing?.patientVariable.variableName ?? '',
  };
  const onConfirm = async (changeType: LimitChangeType, values: LimitFormValues) => {
    if (!editing?.patient) return;
    if (changeType === 'delete') await remove.mutateAsync(editing.idlimits);
    else
      await save.mutateAsync({
        patientId: editing.patient.idpatient,
        variableId: editing.patientVariable.idpatientVariables,
        method: 'PUT',
        body: limitBody(values, 'LimitsUser', editing.idlimits),
      });
  };

  return (
    <Stack gap="sm">
      <TextInput
        placeholder={t('limits.filter')}
        aria-label={t('limits.filter')}
        leftSection={<IconSearch size={16} />}
        value={filter}
        onChange={(event) => setFilter(event.currentTarget.value)}
        w={280}
      />
      <LoadedLimitsTable
        query={limits}
        limits={shown}
        kind="patient"
        onEdit={mayEdit ? setEditing : undefined}
        emptyText={t('limits.noPatientLimits')}
      />
      <LimitDialog
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t('limits.patientTitle', names)}
      >
        {editing && (
          <LimitDialogContent
            type="LimitsUser"
            changeTypes={['update', 'delete']}
            initialValues={limitValuesOf(editing)}
            confirmText={(changeType) =>
              changeType === 'delete'
                ? t('limits.confirmDeletePatient', names)
                : t('limits.confirmSavePatient', names)
            }
            onConfirm={onConfirm}
            onDone={() => setEditing(null)}
          />
        )}
      </LimitDialog>
    </Stack>
  );
}
