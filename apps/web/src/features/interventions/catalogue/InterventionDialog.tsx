import { useState } from 'react';
import { Alert, Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { INTERVENTION_TYPES, type Intervention, type InterventionType } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../platform/failureToast.ts';
import { INTERVENTION_TYPE_KEYS } from '../typeLabels.ts';
import { useSaveIntervention } from './catalogueApi.ts';

/** 'Create Intervention' (docs/requirements/administration.md#interventions-catalogue), prefilled when an edit pen opened it. */
export function InterventionDialog({
  editing,
  onClose,
}: {
  editing: Intervention | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveIntervention();
  const [name, setName] = useState(editing?.name ?? '');
  const [description, setDescription] = useState(editing?.description ?? '');
  const [type, setType] = useState<InterventionType>(editing?.type ?? 'One day intervention');
  const submit = () =>
    save.mutate(
      { name, description, type, ...(editing ? { idintervention: editing.idintervention } : {}) },
      { onSuccess: onClose },
    );
  return (
    <Modal
      opened
      onClose={onClose}
      title={editing ? t('interventionCatalogue.edit') : t('interventionCatalogue.create')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="sm">
        <TextInput
          label={t('interventionCatalogue.name')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          data-testid="intervention-name"
        />
        <Textarea
          label={t('interventionCatalogue.description')}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          autosize
          minRows={2}
        />
        <Select
          label={t('interventionCatalogue.type')}
          value={type}
          allowDeselect={false}
          onChange={(value) => value && setType(value)}
          data={INTERVENTION_TYPES.map((value) => ({ value, label: t(INTERVENTION_TYPE_KEYS[value]) }))}
        />
        {save.error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle />}>
            {failureText(save.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} loading={save.isPending} data-testid="intervention-save">
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
