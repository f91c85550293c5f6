import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { resetPasswordFormSchema } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { resetPassword } from '../../api/session.ts';
import { failureText } from '../../platform/failureToast.ts';
import { BackToLoginLink } from '../../components/BackToLoginLink.tsx';
import { PublicPageLayout } from '../../components/PublicPageLayout.tsx';
import { translateMessage } from '../../i18n/domainMessages.ts';
import { firstFormError, useSchemaForm } from '../../lib/useSchemaForm.ts';

/** Reached from the reset e-mail as /forgotPassword/{token}: choose the new password twice. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { id: token = '' } = useParams();
  const form = useSchemaForm(resetPasswordFormSchema, { password: '', repeatPassword: '' });
  const reset = useMutation({ mutationFn: resetPassword, meta: { errorsShownInline: true } });

  const submit = form.onSubmit(({ password }) =>
    // The reset e-mail's times are written in the user's own time zone.
    reset.mutate({ token, password, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone }),
  );

  const problem = firstFormError(form.errors);
  const error = problem ? translateMessage(problem, t) : reset.error && failureText(reset.error);
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
              {...form.getInputProps('password', { withError: false })}
            />
            <PasswordInput
              label={t('updatePassword.repeatPassword')}
              name="repeatPassword"
              autoComplete="new-password"
              {...form.getInputProps('repeatPassword', { withError: false })}
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
