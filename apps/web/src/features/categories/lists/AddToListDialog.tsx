import { useState } from 'react';
import { Alert, Button, Center, Group, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import { CATEGORY_MESSAGES } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../platform/failureToast.ts';
import { notifySuccess } from '../../../platform/notify.ts';
import { translateMessage } from '../../../i18n/domainMessages.ts';
import { useAddToList, useListNames } from './listsApi.ts';

export interface ListPatient {
  idpatient: number;
  fullName: string;
}

interface AddToListDialogProps {
  /** The patient to add; null while the dialog is closed. */
  patient: ListPatient | null;
  onClose: () => void;
}

/** docs/requirements/validation.md#user-list-forms: puts a patient on one of the caller's own lists. */
export function AddToListDialog({ patient, onClose }: AddToListDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={patient !== null}
      onClose={onClose}
      title={patient && t('patientLists.addTitle', { name: patient.fullName })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {patient && <AddToListForm patient={patient} onDone={onClose} />}
    </Modal>
  );
}

function AddToListForm({ patient, onDone }: { patient: ListPatient; onDone: () => void }) {
  const { t } = useTranslation();
  const lists = useListNames(true);
  const add = useAddToList();
  const [listId, setListId] = useState<string | null>(null);
  const submit = () => {
    if (listId === null) return;
    add.mutate(
      { listId: Number(listId), patientId: patient.idpatient },
      {
        onSuccess: () => {
          notifySuccess(t('patientLists.added'));
          onDone();
        },
      },
    );
  };

  if (lists.isPending)
    return (
      <Center py="md">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  const error = lists.error ?? add.error;
  const options = (lists.data ?? []).map((list) => ({
    value: String(list.categoryId),
    label: list.categoryNameTranslated,
  }));
  return (
    <Stack gap="md">
      {lists.data && options.length === 0 ? (
        <Text size="sm" c="dimmed">
          {translateMessage(CATEGORY_MESSAGES.noUserCategories, t)}
        </Text>
      ) : (
        <Select
          label={t('patientLists.chooseList')}
          data={options}
          value={listId}
          onChange={(value) => {
            setListId(value);
            add.reset();
          }}
          searchable
          comboboxProps={{ withinPortal: true }}
          data-testid="add-to-list-select"
        />
      )}
      {error && (
        <Alert color="red" variant="light" data-testid="add-to-list-error">
          {failureText(error)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button
          onClick={submit}
          disabled={listId === null}
          loading={add.isPending}
          data-testid="add-to-list-save"
        >
          {t('patientLists.add')}
        </Button>
      </Group>
    </Stack>
  );
}
