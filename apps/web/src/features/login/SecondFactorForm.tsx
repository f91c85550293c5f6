import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../platform/failureToast.ts';
import { useSecondFactor } from './useLogIn.ts';

/** The login's second step: the code of the authenticator app, or a recovery code. */
export function SecondFactorForm({ challenge, onBack }: { challenge: string; onBack: () => void }) {
  const { t } = useTranslation();
  const verify = useSecondFactor(challenge);
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    setMissing(typed === '');
    if (typed !== '') verify.mutate(typed);
  };
  const error = missing ? t('secondFactor.messages.codeRequired') : verify.error && failureText(verify.error);
  return (
    <form onSubmit={submit} noValidate data-testid="second-factor-form">
      <Stack gap="md">
        <Text size="sm">{t('secondFactor.login.prompt')}</Text>
        {error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle />} data-testid="login-error">
            {error}
          </Alert>
        )}
        <TextInput
          label={t('secondFactor.login.code')}
          name="code"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          size="md"
          data-autofocus
          autoFocus
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
        />
        <Button type="submit" size="md" fullWidth loading={verify.isPending}>
          {t('secondFactor.login.submit')}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onBack}>
          {t('secondFactor.login.back')}
        </Anchor>
      </Stack>
    </form>
  );
}
