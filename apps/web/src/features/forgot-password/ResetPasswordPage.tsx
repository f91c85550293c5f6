import { useState, type FormEvent } from 'react';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { passwordProblem } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { resetPassword } from '../../api/session.ts';
import { failureText } from '../../app/failureToast.ts';
import { BackToLoginLink } from '../../components/BackToLoginLink.tsx';
import { PublicPageLayout } from '../../components/PublicPageLayout.tsx';
import { PASSWORD_MESSAGE_KEYS } from '../../i18n/domainMessages.ts';

/** Reached from the reset e-mail as /forgotPassword/{token}: choose the new password twice. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { id: token = '' } = useParams();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const reset = useMutation({ mutationFn: resetPassword, meta: { errorsShownInline: true } });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const broken = passwordProblem(password, repeat);
    // This page words a mismatch as the spec's 'Password does not match, try again!'.
    const key =
      broken === 'mismatch' ? PASSWORD_MESSAGE_KEYS.mismatchRetry : broken && PASSWORD_MESSAGE_KEYS[broken];
    setProblem(key ? t(key) : null);
    if (key) return;
    // The reset e-mail's times are written in the user's own time zone.
    reset.mutate({ token, password, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
  };

  const error = problem ?? (reset.error && failureText(reset.error));
  return (
    <PublicPageLayout title={t('forgotPassword.resetTitle')} subtitle={t('forgotPassword.resetSubtitle')}>
      {reset.isSuccess ? (
        <Alert color="teal" variant="light" icon={<IconCircleCheck />} data-testid="reset-password-done">
          {t('forgotPassword.resetDone')}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {error && (
              <Alert
                color="red"
                variant="light"
                icon={<IconAlertCircle />}
                data-testid="reset-password-error"
              >
                {error}
              </Alert>
            )}
            <PasswordInput
              label={t('updatePassword.newPassword')}
              description={t('password.rules')}
              name="newPassword"
              autoComplete="new-password"
              data-autofocus
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
            <Button type="submit" size="md" fullWidth loading={reset.isPending}>
              {t('forgotPassword.resetSubmit')}
            </Button>
          </Stack>
        </form>
      )}
      <BackToLoginLink />
    </PublicPageLayout>
  );
}
