import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { forgotPasswordFormSchema } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { requestPasswordReset } from '../../api/session.ts';
import { failureText } from '../../platform/failureToast.ts';
import { BackToLoginLink } from '../../components/BackToLoginLink.tsx';
import { PublicPageLayout } from '../../components/PublicPageLayout.tsx';
import { translateMessage } from '../../i18n/domainMessages.ts';
import { firstFormError, useSchemaForm } from '../../lib/useSchemaForm.ts';

/** Request a reset link by e-mail (docs/requirements/screens-and-routes.md#sign-in-screens); the answer never tells whether the address exists. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const form = useSchemaForm(forgotPasswordFormSchema, { email: '' });
  const request = useMutation({ mutationFn: requestPasswordReset, meta: { errorsShownInline: true } });

  const submit = form.onSubmit(({ email }) => request.mutate(email.trim()));

  const problem = firstFormError(form.errors);
  const error = problem ? translateMessage(problem, t) : request.error && failureText(request.error);
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
              {...form.getInputProps('email', { withError: false })}
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
