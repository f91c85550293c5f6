import { Alert, Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { openConfirmModal } from '@mantine/modals';
import { IconAlertTriangle, IconSend } from '@tabler/icons-react';
import { canReceiveMessages, patientMessageProblem, type PatientMessageForm } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/ApiError.ts';
import { failureText } from '../../platform/failureToast.ts';
import { notifySuccess } from '../../platform/notify.ts';
import { translateMessage } from '../../i18n/domainMessages.ts';
import { useSendMessage } from './api.ts';
import { SentMessages } from './SentMessages.tsx';

interface SendMessagesTabProps {
  patient: { idpatient: number; fullName: string; appVersion: string | null };
}

/**
 * The Send messages tab (docs/requirements/validation.md#patient-message-form): a message to the patient's app, with a question before
 * sending without a title, and a notice instead of the form when the app is too old for messages.
 */
export function SendMessagesTab({ patient }: SendMessagesTabProps) {
  const { t } = useTranslation();
  const canSend = canReceiveMessages(patient.appVersion);
  return (
    <Stack gap="md" data-testid="send-messages-tab">
      <Paper withBorder radius="md" p="md">
        <Title order={2} fz="md" mb="sm">
          {t('patientMessages.newMessage', { name: patient.fullName })}
        </Title>
        {canSend ? (
          <MessageForm patientId={patient.idpatient} />
        ) : (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle />} data-testid="old-app-notice">
            <Text size="sm">{t('patientMessages.oldApp')}</Text>
            <Text size="xs" c="dimmed" mt={4}>
              {t('patientMessages.appVersion', { version: patient.appVersion ?? '–' })}
            </Text>
          </Alert>
        )}
      </Paper>
      <SentMessages patientId={patient.idpatient} />
    </Stack>
  );
}

function MessageForm({ patientId }: { patientId: number }) {
  const { t } = useTranslation();
  const send = useSendMessage(patientId);
  const form = useForm<{ messageTitle: string; messageText: string }>({
    mode: 'controlled',
    initialValues: { messageTitle: '', messageText: '' },
  });

  const deliver = (message: PatientMessageForm) =>
    send.mutate(message, {
      onSuccess: () => {
        notifySuccess(t('patientMessages.sent'));
        form.reset();
      },
      onError: (error) => {
        const text =
          error instanceof ApiError && error.status === 400 && error.serverMessage
            ? translateMessage(error.serverMessage, t, error.messageId)
            : failureText(error);
        form.setFieldError('messageText', text);
      },
    });

  const submit = form.onSubmit((values) => {
    const problem = patientMessageProblem(values);
    if (problem) {
      form.setFieldError('messageText', translateMessage(problem, t));
      return;
    }
    if (values.messageTitle.trim() !== '') {
      deliver(values);
      return;
    }
    openConfirmModal({
      title: t('patientMessages.noTitleTitle'),
      children: <Text size="sm">{t('patientMessages.noTitleQuestion')}</Text>,
      labels: { confirm: t('patientMessages.sendAnyway'), cancel: t('common.cancel') },
      confirmProps: { 'data-testid': 'confirm-no-title' },
      onConfirm: () => deliver(values),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('patientMessages.title')}
          maxLength={200}
          {...form.getInputProps('messageTitle')}
        />
        <Textarea
          label={t('patientMessages.text')}
          withAsterisk
          autosize
          minRows={3}
          maxRows={10}
          maxLength={4000}
          {...form.getInputProps('messageText')}
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            leftSection={<IconSend size={16} />}
            loading={send.isPending}
            data-testid="send-message"
          >
            {t('patientMessages.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
