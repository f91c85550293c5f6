import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Group,
  NumberInput,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { openConfirmModal } from '@mantine/modals';
import { IconInfoCircle } from '@tabler/icons-react';
import type { CategoryMessage } from '@vigil/domain';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/ApiError.ts';
import { failureText } from '../../platform/failureToast.ts';
import { notifySuccess } from '../../platform/notify.ts';
import { FormErrorAlert } from '../../components/FormErrorAlert.tsx';
import { translateMessage } from '../../i18n/domainMessages.ts';
import { useDeleteCategoryMessage, useSaveCategoryMessage } from './messageEditorApi.ts';
import {
  fieldOfMessageProblem,
  messageFormBody,
  messageFormProblem,
  messageFormValues,
  versionAfterSave,
  type MessageCategory,
  type MessageFormValues,
} from './messageFormValues.ts';
import { textDirection } from '../../i18n/messageLanguages.ts';

interface CategoryMessageEditorProps {
  category: MessageCategory;
  /** Null until one is chosen; saving then asks for it. */
  language: string | null;
  /** The category's message in this language; null while it has none. */
  message: CategoryMessage | null;
  /** A problem of the language choice, which sits above this form. */
  onLanguageProblem: (text: string) => void;
  onDone: () => void;
}

/** The message of one category in one language: text, send hour and switches, save or send now. */
export function CategoryMessageEditor(props: CategoryMessageEditorProps) {
  const { category, language, message, onDone } = props;
  const { t } = useTranslation();
  const save = useSaveCategoryMessage();
  const remove = useDeleteCategoryMessage();
  const form = useForm<MessageFormValues>({ mode: 'controlled', initialValues: messageFormValues(message) });
  const [formError, setFormError] = useState<string | null>(null);
  const direction = textDirection(language);

  const showProblem = (problem: string, messageId?: string) => {
    const text = translateMessage(problem, t, messageId);
    const field = fieldOfMessageProblem(problem, messageId);
    if (field === 'language') props.onLanguageProblem(text);
    else if (field === null) setFormError(text);
    else form.setFieldError(field, text);
  };

  const send = (sendNow: boolean) => {
    const body = messageFormBody(form.getValues(), language, category, message);
    save.mutate(
      { form: body, sendNow },
      {
        onSuccess: () => {
          form.resetDirty();
          notifySuccess(sendNow ? t('patientMessages.sent') : t('common.done'));
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400 && error.serverMessage) {
            showProblem(error.serverMessage, error.messageId);
          } else setFormError(failureText(error));
        },
      },
    );
  };

  const submit = (sendNow: boolean) => {
    setFormError(null);
    form.clearErrors();
    const problem = messageFormProblem(form.getValues(), language, sendNow);
    if (problem !== null) {
      showProblem(problem);
      return;
    }
    if (!sendNow) {
      send(false);
      return;
    }
    openConfirmModal({
      title: t('categoryMessageEditor.sendNow'),
      children: (
        <Text size="sm">{t('categoryMessageEditor.sendNowConfirm', { name: category.categoryName })}</Text>
      ),
      labels: { confirm: t('categoryMessageEditor.sendNow'), cancel: t('common.cancel') },
      confirmProps: { 'data-testid': 'confirm-send-now' },
      onConfirm: () => send(true),
    });
  };

  const confirmDelete = (stored: CategoryMessage) =>
    openConfirmModal({
      title: t('categoryMessageEditor.delete'),
      children: <Text size="sm">{t('categoryMessageEditor.deleteConfirm')}</Text>,
      labels: { confirm: t('categoryMessageEditor.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-delete-message' },
      onConfirm: () =>
        remove.mutate(stored.idcategoryMessage, {
          onSuccess: () => notifySuccess(t('common.done')),
          onError: (error) => setFormError(failureText(error)),
        }),
    });

  return (
    <Stack gap="md" data-testid="category-message-form">
      <VersionLine message={message} />
      {message?.sentToPatients && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle />}>
          {t('categoryMessageEditor.newVersionHint', { version: versionAfterSave(message) })}
        </Alert>
      )}
      {formError && <FormErrorAlert message={formError} testId="category-message-error" />}
      <Stack gap="sm" dir={direction} data-testid="category-message-texts">
        <TextInput
          label={t('categoryMessageEditor.messageTitle')}
          maxLength={200}
          dir={direction}
          {...form.getInputProps('messageTitle')}
        />
        <Textarea
          label={t('categoryMessageEditor.messageText')}
          autosize
          minRows={4}
          maxRows={12}
          maxLength={4000}
          dir={direction}
          {...form.getInputProps('messageText')}
        />
      </Stack>
      <NumberInput
        label={t('categoryMessageEditor.hoursWhenToSend')}
        description={t('categoryMessageEditor.hoursHint')}
        min={0}
        max={23}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        w={260}
        {...form.getInputProps('hoursWhenToSend')}
      />
      <Stack gap="xs">
        <Switch
          label={t('categoryMessageEditor.isEnabled')}
          {...form.getInputProps('isEnabled', { type: 'checkbox' })}
        />
        <Switch
          label={t('categoryMessageEditor.sendMoreThanOnce')}
          description={t('categoryMessageEditor.sendMoreThanOnceHint')}
          {...form.getInputProps('sendMoreThanOnce', { type: 'checkbox' })}
        />
        <Switch
          label={t('categoryMessageEditor.sendToSmartwatch')}
          {...form.getInputProps('sendToSmartwatch', { type: 'checkbox' })}
        />
        <Switch
          label={t('categoryMessageEditor.sendToMobile')}
          {...form.getInputProps('sendToMobile', { type: 'checkbox' })}
        />
      </Stack>
      <Group justify="space-between">
        <div>
          {message && !message.sentToPatients && (
            <Button
              variant="subtle"
              color="red"
              onClick={() => confirmDelete(message)}
              loading={remove.isPending}
              data-testid="delete-category-message"
            >
              {t('categoryMessageEditor.delete')}
            </Button>
          )}
        </div>
        <Group gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('common.close')}
          </Button>
          <Button
            variant="light"
            onClick={() => submit(true)}
            loading={save.isPending}
            data-testid="send-now"
          >
            {t('categoryMessageEditor.sendNow')}
          </Button>
          <Button onClick={() => submit(false)} loading={save.isPending} data-testid="save-category-message">
            {t('common.save')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

/** Which version this is and whether patients have been sent it (docs/requirements/category-messages.md#versions). */
function VersionLine({ message }: { message: CategoryMessage | null }) {
  const { t } = useTranslation();
  if (message === null) {
    return (
      <Group gap="xs">
        <Badge variant="light" color="gray">
          {t('categoryMessageEditor.newMessage')}
        </Badge>
        <Text size="xs" c="dimmed">
          {t('categoryMessageEditor.defaultsHint')}
        </Text>
      </Group>
    );
  }
  return (
    <Group gap="xs" data-testid="category-message-version">
      <Badge variant="light">{t('categoryMessageEditor.version', { version: message.version })}</Badge>
      <Badge variant="light" color={message.sentToPatients ? 'orange' : 'gray'}>
        {message.sentToPatients
          ? t('categoryMessageEditor.sentToPatients')
          : t('categoryMessageEditor.notSent')}
      </Badge>
      <Text size="xs" c="dimmed">
        {t('categoryMessageEditor.savedAt', { time: dayjs(message.createdAt).format('YYYY-MM-DD HH:mm') })}
      </Text>
    </Group>
  );
}
