import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { failureText } from '../../app/failureToast.ts';
import { useLogIn } from './useLogIn.ts';

export function LoginForm() {
  const { t } = useTranslation();
  const logIn = useLogIn();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [missingFields, setMissingFields] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const incomplete = username.trim() === '' || password === '';
    setMissingFields(incomplete);
    if (incomplete) return;
    logIn.mutate({ username: username.trim(), password });
  };

  const error = missingFields ? t('login.requiredFields') : logIn.error && failureText(logIn.error);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle />} data-testid="login-error">
            {error}
          </Alert>
        )}
        <TextInput
          label={t('login.username')}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          size="md"
          data-autofocus
          value={username}
          onChange={(event) => setUsername(event.currentTarget.value)}
        />
        <Stack gap={6}>
          <PasswordInput
            label={t('login.password')}
            name="password"
            autoComplete="current-password"
            size="md"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <Anchor component={Link} to="/forgotPassword" size="sm" ta="right">
            {t('login.forgotPassword')}
          </Anchor>
        </Stack>
        <Button type="submit" size="md" fullWidth loading={logIn.isPending}>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
