import { Alert, Button, Center, Group, Loader, Modal, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { DEFAULT_LANGUAGE, isLanguage, type User } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../platform/failureToast.ts';
import { FormErrorAlert } from '../../components/FormErrorAlert.tsx';
import { notifySuccess } from '../../platform/notify.ts';
import { useOrganizationsAndClinics, type Clinic } from '../organizations/index.ts';
import { AccessFields, PreferenceFields } from './AccessFields.tsx';
import { useProfiles, useSaveUser, type Profiles } from './api.ts';
import { ResetSecondFactorButton } from './ResetSecondFactorButton.tsx';
import { PasswordFields, PersonFields } from './UserFormFields.tsx';
import { useUserFormController } from './useUserFormController.ts';
import { emptyUserFormValues, userFormValuesOf } from './userFormValues.ts';

interface UserDialogProps {
  /** The user to edit; none to create one. */
  user: User | null;
  users: readonly User[];
  opened: boolean;
  onClose: () => void;
}

/** Create or edit a user from the control users screen (docs/requirements/administration.md#control-users). */
export function UserDialog({ user, users, opened, onClose }: UserDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={user ? t('users.editTitle', { name: user.fullName }) : t('users.createTitle')}
      size="xl"
    >
      <UserDialogContent user={user} users={users} onDone={onClose} />
    </Modal>
  );
}

/** Mounted only while the dialog is open: the choices it offers are loaded then. */
function UserDialogContent({
  user,
  users,
  onDone,
}: Omit<UserDialogProps, 'opened' | 'onClose'> & { onDone: () => void }) {
  const { t } = useTranslation();
  const profiles = useProfiles();
  const organizations = useOrganizationsAndClinics();
  const error = profiles.error ?? organizations.error;
  return (
    <>
      {error && (
        <Alert color="red" variant="light" icon={<IconAlertCircle />}>
          {failureText(error)}
        </Alert>
      )}
      {profiles.data && organizations.data ? (
        <UserForm
          key={user?.iduser ?? 'new'}
          user={user}
          users={users}
          profiles={profiles.data}
          clinics={organizations.data.clinics}
          onDone={onDone}
        />
      ) : (
        !error && (
          <Center py="xl">
            <Loader aria-label={t('app.loading')} />
          </Center>
        )
      )}
    </>
  );
}

interface UserFormProps {
  user: User | null;
  users: readonly User[];
  profiles: Profiles;
  clinics: readonly Clinic[];
  onDone: () => void;
}

function UserForm({ user, users, profiles, clinics, onDone }: UserFormProps) {
  const { t, i18n } = useTranslation();
  const saveUser = useSaveUser();
  const creating = user === null;
  const language = i18n.resolvedLanguage ?? DEFAULT_LANGUAGE;
  const { form, formError, submit } = useUserFormController({
    initialValues: user
      ? userFormValuesOf(user)
      : emptyUserFormValues(isLanguage(language) ? language : DEFAULT_LANGUAGE),
    context: { creating, roleHidden: false },
    iduser: user?.iduser,
    save: (body, onError) =>
      saveUser.mutate(body, {
        onSuccess: () => {
          notifySuccess(t('common.done'));
          onDone();
        },
        onError,
      }),
  });

  return (
    <form onSubmit={submit} noValidate data-testid="user-form">
      <Stack gap="lg">
        {formError && <FormErrorAlert message={formError} testId="user-form-error" />}
        <PersonFields form={form} positions={profiles.positions} />
        <AccessFields form={form} profiles={profiles} clinics={clinics} users={users} iduser={user?.iduser} />
        <PreferenceFields form={form} />
        <PasswordFields form={form} required={creating} />
        <Group justify="flex-end">
          {user && (
            <div style={{ marginInlineEnd: 'auto' }}>
              <ResetSecondFactorButton iduser={user.iduser} />
            </div>
          )}
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={saveUser.isPending}>
            {creating ? t('users.create') : t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
