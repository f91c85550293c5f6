import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { updatePasswordFormSchema } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { updatePassword, type PasswordUpdate } from '../../api/session.ts';
import { failureText } from '../../platform/failureToast.ts';
import { translateMessage } from '../../i18n/domainMessages.ts';
import { firstFormError, useSchemaForm } from '../../lib/useSchemaForm.ts';
import { pendingSecondFactor, useStartSession } from '../session/index.ts';

/** The username the login page passed on (its UpdatePasswordState), if any. */
function usernameFrom(state: unknown): string {
  return typeof state === 'object' &&
    state !== null &&
    'username' in state &&
    typeof state.username === 'string'
    ? state.username
    : '';
}

/** Username, old password, new password and repeat (docs/requirements/screens-and-routes.md#sign-in-screens); success logs the user in. */
export function UpdatePasswordForm() {
  const { t } = useTranslation();
  const location = useLocation();
  const startSession = useStartSession();
  const navigate = useNavigate();
  const form = useSchemaForm(updatePasswordFormSchema, {
    username: usernameFrom(location.state),
    oldPassword: '',
    password: '',
    repeatPassword: '',
  });
  const update = useMutation({
    mutationFn: (request: PasswordUpdate) => updatePassword(request),
    meta: { errorsShownInline: true },
    onSuccess: async (session) => {
      // The new password is stored; the login goes on with the second factor's code or set-up.
      const pending = pendingSecondFactor(session);
      if (pending) {
        await navigate('/', { state: { pendingSecondFactor: pending } });
        return;
      }
      await startSession(session);
    },
  });

  const submit = form.onSubmit(({ username, oldPassword, password }) =>
    update.mutate({ username: username.trim(), oldPassword, password }),
  );

  const problem = firstFormError(form.errors);
  const error = problem ? translateMessage(problem, t) : update.error && failureText(update.error);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle />} data-testid="update-password-error">
            {error}
          </Alert>
        )}
        <TextInput
          label={t('login.username')}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...form.getInputProps('username', { withError: false })}
        />
        <PasswordInput
          label={t('updatePassword.oldPassword')}
          name="oldPassword"
          autoComplete="current-password"
          data-autofocus
          {...form.getInputProps('oldPassword', { withError: false })}
        />
        <PasswordInput
          label={t('updatePassword.newPassword')}
          description={t('password.rules')}
          name="newPassword"
          autoComplete="new-password"
          {...form.getInputProps('password', { withError: false })}
        />
        <PasswordInput
          label={t('updatePassword.repeatPassword')}
          name="repeatPassword"
          autoComplete="new-password"
          {...form.getInputProps('repeatPassword', { withError: false })}
        />
        <Button type="submit" size="md" fullWidth loading={update.isPending}>
          {t('updatePassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}
