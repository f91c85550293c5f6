import { Alert, Button, Center, Group, Loader, Modal, Stack, Tabs, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { ownProfileOf, type User } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../platform/failureToast.ts';
import { FormErrorAlert } from '../../components/FormErrorAlert.tsx';
import { notifySuccess } from '../../platform/notify.ts';
import { useCurrentUser } from '../session/index.ts';
import { PreferenceFields } from './AccessFields.tsx';
import { OwnSessionsSection } from './OwnSessionsSection.tsx';
import { SecondFactorSection } from './SecondFactorSection.tsx';
import { useOwnUser, useSaveOwnProfile } from './api.ts';
import { PasswordFields, PersonFields } from './UserFormFields.tsx';
import { useUserFormController } from './useUserFormController.ts';
import { userFormValuesOf } from './userFormValues.ts';

interface OwnProfileDialogProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * Edit own profile (docs/requirements/roles-and-scope.md#own-profile): everything but the role and the enabled flag (docs/requirements/roles-and-scope.md#own-profile); the
 * security tab holds the second factor and the own sessions.
 */
export function OwnProfileDialog({ opened, onClose }: OwnProfileDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={t('profile.title')}
      size="xl"
    >
      <OwnProfileContent onDone={onClose} />
    </Modal>
  );
}

/** Mounted only while the dialog is open, so the profile is loaded fresh each time it opens. */
function OwnProfileContent({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { iduser } = useCurrentUser();
  const own = useOwnUser(iduser);
  return (
    <>
      {own.error && (
        <Alert color="red" variant="light" icon={<IconAlertCircle />}>
          {failureText(own.error)}
        </Alert>
      )}
      {own.isPending && (
        <Center py="xl">
          <Loader aria-label={t('app.loading')} />
        </Center>
      )}
      {own.isSuccess &&
        (own.data ? (
          <Tabs defaultValue="details" keepMounted={false}>
            <Tabs.List mb="md">
              <Tabs.Tab value="details">{t('profile.tabs.details')}</Tabs.Tab>
              <Tabs.Tab value="security">{t('profile.tabs.security')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="details">
              <OwnProfileForm user={own.data} onDone={onDone} />
            </Tabs.Panel>
            <Tabs.Panel value="security">
              <Stack gap="xl">
                <SecondFactorSection />
                <OwnSessionsSection />
              </Stack>
            </Tabs.Panel>
          </Tabs>
        ) : (
          <Alert color="red" variant="light" icon={<IconAlertCircle />}>
            {t('profile.notFound')}
          </Alert>
        ))}
    </>
  );
}

function OwnProfileForm({ user, onDone }: { user: User; onDone: () => void }) {
  const { t } = useTranslation();
  const saveProfile = useSaveOwnProfile();
  const { form, formError, submit } = useUserFormController({
    initialValues: userFormValuesOf(user),
    context: { creating: false, roleHidden: true },
    iduser: user.iduser,
    // The own profile call takes only what a user may change about themselves (docs/requirements/roles-and-scope.md#own-profile).
    save: (form, onError) =>
      saveProfile.mutate(ownProfileOf(form), {
        onSuccess: () => {
          notifySuccess(t('common.done'));
          onDone();
        },
        onError,
      }),
  });

  return (
    <form onSubmit={submit} noValidate data-testid="own-profile-form">
      <Stack gap="lg">
        {formError && <FormErrorAlert message={formError} testId="own-profile-error" />}
        <PersonFields form={form} usernameReadOnly />
        <Text size="sm" c="dimmed">
          {t('profile.clinics', { clinics: user.clinics.map((clinic) => clinic.clinicName).join(', ') })}
        </Text>
        <PreferenceFields form={form} />
        <PasswordFields form={form} required={false} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={saveProfile.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
