import { useState } from 'react';
import { Alert, Button, Group, Modal, Radio, Select, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { AlarmTypeCatalogue, MessageLanguage } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../platform/failureToast.ts';
import { MESSAGE_LANGUAGE_OPTIONS } from '../../i18n/messageLanguages.ts';
import { useCreateAlarmType, useSaveAlarmTypeLanguage } from './api.ts';

/**
 * 'Create Alarm Category' (docs/requirements/administration.md#alarm-types): a type, or a type's name in a language — the name input
 * appears once the type and the language are chosen; Submit waits for a name.
 */
export function AlarmTypeDialog({
  catalogue,
  onClose,
}: {
  catalogue: AlarmTypeCatalogue;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const createType = useCreateAlarmType();
  const saveLanguage = useSaveAlarmTypeLanguage();
  const [kind, setKind] = useState<'type' | 'language'>('type');
  const [type, setType] = useState<string | null>(null);
  const [language, setLanguage] = useState<string | null>(null);
  const [name, setName] = useState('');
  const error = createType.error ?? saveLanguage.error;
  const nameShown = kind === 'type' || (type !== null && language !== null);
  const submit = () =>
    kind === 'type'
      ? createType.mutate(name, { onSuccess: onClose })
      : saveLanguage.mutate(
          { alarmType: Number(type), language: language as MessageLanguage, alarmTypeLanguageName: name },
          { onSuccess: onClose },
        );
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('alarmTypes.create')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="sm">
        <Radio.Group label={t('alarmTypes.whatToCreate')} value={kind} onChange={(value) => setKind(value)}>
          <Group mt={4}>
            <Radio value="type" label={t('alarmTypes.kindType')} />
            <Radio value="language" label={t('alarmTypes.kindLanguage')} />
          </Group>
        </Radio.Group>
        {kind === 'language' && (
          <>
            <Select
              label={t('alarmTypes.type')}
              data={catalogue.alarmTypes.map((item) => ({
                value: String(item.idalarmType),
                label: item.alarmType,
              }))}
              value={type}
              onChange={setType}
              data-testid="alarm-type-type"
            />
            <Select
              label={t('alarmTypes.language')}
              data={MESSAGE_LANGUAGE_OPTIONS}
              value={language}
              onChange={setLanguage}
              data-testid="alarm-type-language"
            />
          </>
        )}
        {nameShown && (
          <TextInput
            label={kind === 'type' ? t('alarmTypes.typeName') : t('alarmTypes.languageName')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            data-testid="alarm-type-name"
          />
        )}
        {error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle />}>
            {failureText(error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            onClick={submit}
            disabled={!nameShown || name.trim() === ''}
            loading={createType.isPending || saveLanguage.isPending}
            data-testid="alarm-type-save"
          >
            {t('alarmTypes.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
