import { useState } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import {
  hasRights,
  LIMIT_MESSAGES,
  type Limit,
  type LimitChangeType,
  type PatientVariable,
} from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/domainMessages.ts';
import { useCurrentUser } from '../session/index.ts';
import { useDeleteGeneralLimit, useGeneralLimits, useSaveGeneralLimit } from './api.ts';
import { LimitDialog, LimitDialogContent } from './LimitDialog.tsx';
import { emptyLimitValues, limitBody, limitValuesOf, type LimitFormValues } from './limitFormValues.ts';
import { LoadedLimitsTable } from './LoadedLimitsTable.tsx';
import { matchesLimit } from './matchesLimit.ts';

type Editing = { kind: 'closed' } | { kind: 'create' } | { kind: 'edit'; limit: Limit };

/** The General Limits tab: every clinic's limits by variable, gender and age; superusers change them. */
export function GeneralLimitsPanel({ variables }: { variables: readonly PatientVariable[] }) {
  const { t } = useTranslation();
  const { userRole } = useCurrentUser();
  const limits = useGeneralLimits();
  const save = useSaveGeneralLimit();
  const remove = useDeleteGeneralLimit();
  const [filter, setFilter] = useState('');
  const [editing, setEditing] = useState<Editing>({ kind: 'closed' });
  const mayEdit = hasRights(userRole, 'SUPERUSER_RIGHTS');
  const options = variables.map((variable) => ({
    value: String(variable.idpatientVariables),
    label: `${variable.variableNameTranslate} (${variable.acronyme})`,
  }));
  const shown = (limits.data ?? []).filter((limit) => matchesLimit(limit, filter));
  const close = () => setEditing({ kind: 'closed' });
  const onConfirm = async (changeType: LimitChangeType, values: LimitFormValues) => {
    if (editing.kind === 'edit' && changeType === 'delete') await remove.mutateAsync(editing.limit.idlimits);
    else
      await save.mutateAsync(
        limitBody(values, 'LimitsGeneral', editing.kind === 'edit' ? editing.limit.idlimits : undefined),
      );
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <TextInput
          placeholder={t('limits.filter')}
          aria-label={t('limits.filter')}
          leftSection={<IconSearch size={16} />}
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
          w={280}
        />
        {mayEdit && (
          <Button
            leftSection={<IconPlus size={18} />}
            onClick={() => setEditing({ kind: 'create' })}
            data-testid="create-general-limit"
          >
            {t('limits.create')}
          </Button>
        )}
      </Group>
      <LoadedLimitsTable
        query={limits}
        limits={shown}
        kind="general"
        onEdit={mayEdit ? (limit) => setEditing({ kind: 'edit', limit }) : undefined}
        emptyText={t('common.noData')}
      />
      <LimitDialog
        opened={editing.kind !== 'closed'}
        onClose={close}
        title={editing.kind === 'edit' ? t('limits.editGeneral') : t('limits.createGeneral')}
      >
        <LimitDialogContent
          type="LimitsGeneral"
          changeTypes={editing.kind === 'edit' ? ['update', 'delete'] : ['create']}
          initialValues={editing.kind === 'edit' ? limitValuesOf(editing.limit) : emptyLimitValues()}
          variables={options}
          variableFixed={editing.kind === 'edit'}
          confirmText={() => translateMessage(LIMIT_MESSAGES.confirmPropagation, t)}
          onConfirm={onConfirm}
          onDone={close}
        />
      </LimitDialog>
    </Stack>
  );
}
