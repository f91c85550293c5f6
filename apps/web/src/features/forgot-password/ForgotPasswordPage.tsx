import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { requestPasswordReset } from '../../api/session.ts';
import { failureText } from '../../app/failureToast.ts';
import { BackToLoginLink } from '../../components/BackToLoginLink.tsx';
import { PublicPageLayout } from '../../components/PublicPageLayout.tsx';

/** Request a reset link by e-mail (spec core §2); the answer never tells whether the address exists. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [empty, setEmpty] = useState(false);
  const request = useMutation({ mutationFn: requestPasswordReset, meta: { errorsShownInline: true } });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    setEmpty(address === '');
    if (address !== '') request.mutate(address);
  };

  const error = empty ? t('forgotPassword.emailRequired') : request.error && failureText(request.error);
  return (
    <PublicPageLayout title={t('forgotPassword.title')} subtitle={t('forgotPassword.subtitle')}>
      {request.isSuccess ? (
        <Alert color="teal" variant="light" icon={<IconMailCheck />} data-testid="forgot-password-sent">
          {t('forgotPassword.sent')}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {error && (
              <Alert
                color="red"
                variant="light"
                icon={<IconAlertCircle />}
                data-testid="forgot-password-error"
              >
                {error}
              </Alert>
            )}
            <TextInput
              label={t('forgotPassword.email')}
              name="email"
              type="email"
              autoComplete="email"
              data-autofocus
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <Button type="submit" size="md" fullWidth loading={request.isPending}>
              {t('forgotPassword.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <BackToLoginLink />
    </PublicPageLayout>
  );
}
