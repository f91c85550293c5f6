import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { loginFormSchema } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { lazy, Suspense } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { failureText } from '../../platform/failureToast.ts';
import { translateFirstScreenMessage } from '../../i18n/firstScreenMessages.ts';
import { firstFormError, useSchemaForm } from '../../lib/useSchemaForm.ts';
import { pendingSecondFactorFrom } from '../session/index.ts';
import { SecondFactorForm } from './SecondFactorForm.tsx';
import { useLogIn } from './useLogIn.ts';

// Only users whose role requires a second factor and who have none see it: kept off the login's first load.
const SecondFactorSetupForm = lazy(() => import('./SecondFactorSetupForm.tsx'));

export function LoginForm() {
  const location = useLocation();
  const navigate = useNavigate();
  const logIn = useLogIn();
  // A first-time password change passes on a login its second factor must finish.
  const passedOn = pendingSecondFactorFrom(location.state);
  const pending = logIn.pending ?? passedOn;
  if (pending === null) return <PasswordStep logIn={logIn} />;
  const back = () => {
    logIn.reset();
    logIn.clearPending();
    if (passedOn !== null) void navigate('/', { replace: true, state: null });
  };
  return pending.setup ? (
    <Suspense>
      <SecondFactorSetupForm key={pending.challenge} challenge={pending.challenge} onBack={back} />
    </Suspense>
  ) : (
    <SecondFactorForm key={pending.challenge} challenge={pending.challenge} onBack={back} />
  );
}

function PasswordStep({ logIn }: { logIn: ReturnType<typeof useLogIn> }) {
  const { t } = useTranslation();
  const form = useSchemaForm(loginFormSchema, { username: '', password: '' });

  const submit = form.onSubmit(({ username, password }) =>
    logIn.mutate({ username: username.trim(), password }),
  );

  const problem = firstFormError(form.errors);
  const error = problem ? translateFirstScreenMessage(problem, t) : logIn.error && failureText(logIn.error);
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
          {...form.getInputProps('username', { withError: false })}
        />
        <Stack gap={6}>
          <PasswordInput
            label={t('login.password')}
            name="password"
            autoComplete="current-password"
            size="md"
            {...form.getInputProps('password', { withError: false })}
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
