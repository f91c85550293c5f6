import { useState, type FormEvent } from 'react';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { passwordProblem } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { updatePassword, type PasswordUpdate } from '../../api/session.ts';
import { failureText } from '../../app/failureToast.ts';
import { PASSWORD_MESSAGE_KEYS } from '../../i18n/domainMessages.ts';
import { useStartSession } from '../session/index.ts';

/** The username the login page passed on (its UpdatePasswordState), if any. */
function usernameFrom(state: unknown): string {
  return typeof state === 'object' &&
    state !== null &&
    'username' in state &&
    typeof state.username === 'string'
    ? state.username
    : '';
}

/** Username, old password, new password and repeat (spec core §2); success logs the user in. */
export function UpdatePasswordForm() {
  const { t } = useTranslation();
  const location = useLocation();
  const startSession = useStartSession();
  const [username, setUsername] = useState(() => usernameFrom(location.state));
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const update = useMutation({
    mutationFn: (request: PasswordUpdate) => updatePassword(request),
    meta: { errorsShownInline: true },
    onSuccess: (session) => startSession(session),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if ([username.trim(), oldPassword, password, repeat].some((value) => value === '')) {
      setProblem(t('updatePassword.requiredFields'));
      return;
    }
    const broken = passwordProblem(password, repeat);
    setProblem(broken && t(PASSWORD_MESSAGE_KEYS[broken]));
    if (broken) return;
    update.mutate({ username: username.trim(), oldPassword, password });
  };

  const error = problem ?? (update.error && failureText(update.error));
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
          value={username}
          onChange={(event) => setUsername(event.currentTarget.value)}
        />
        <PasswordInput
          label={t('updatePassword.oldPassword')}
          name="oldPassword"
          autoComplete="current-password"
          data-autofocus
          value={oldPassword}
          onChange={(event) => setOldPassword(event.currentTarget.value)}
        />
        <PasswordInput
          label={t('updatePassword.newPassword')}
          description={t('password.rules')}
          name="newPassword"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <PasswordInput
          label={t('updatePassword.repeatPassword')}
          name="repeatPassword"
          autoComplete="new-password"
          value={repeat}
          onChange={(event) => setRepeat(event.currentTarget.value)}
        />
        <Button type="submit" size="md" fullWidth loading={update.isPending}>
          {t('updatePassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}
