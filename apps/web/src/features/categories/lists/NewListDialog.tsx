import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { MAX_CATEGORY_NAME_LENGTH } from '@vigil/domain';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../platform/failureToast.ts';
import { notifySuccess } from '../../../platform/notify.ts';
import { useCreateList } from './listsApi.ts';

/** docs/requirements/validation.md#user-list-forms: a user makes a patient list of their own, named in a small dialog. */
export function NewListButton() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="light"
        size="xs"
        leftSection={<IconPlus size={16} />}
        onClick={() => setOpened(true)}
        data-testid="new-list"
      >
        {t('patientLists.newList')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('patientLists.newListTitle')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {opened && <NewListForm onDone={() => setOpened(false)} />}
      </Modal>
    </>
  );
}

function NewListForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCreateList();
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(name.trim(), {
      onSuccess: () => {
        notifySuccess(t('patientLists.created'));
        onDone();
      },
    });
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        <TextInput
          label={t('patientLists.name')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={MAX_CATEGORY_NAME_LENGTH}
          data-autofocus
          data-testid="new-list-name"
        />
        {create.error && (
          <Alert color="red" variant="light" data-testid="new-list-error">
            {failureText(create.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending} data-testid="new-list-save">
            {t('patientLists.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
