import { useState } from 'react';
import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { MessageLanguage } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { failureText } from '../platform/failureToast.ts';
import { MESSAGE_LANGUAGE_OPTIONS } from '../i18n/messageLanguages.ts';

export interface NameInLanguage {
  readonly item: number;
  readonly language: MessageLanguage;
  readonly name: string;
}

interface NameInLanguageDialogProps {
  readonly title: string;
  readonly itemLabel: string;
  readonly items: readonly { id: number; name: string }[];
  readonly languageLabel: string;
  readonly nameLabel: string;
  readonly submitLabel: string;
  /** The language chosen at first (the one the list shows), if any. */
  readonly language: MessageLanguage | null;
  readonly saving: boolean;
  readonly error: Error | null;
  /** Test ids are `${testId}-item`, `-language`, `-name` and `-save`. */
  readonly testId: string;
  readonly onSave: (value: NameInLanguage) => void;
  readonly onClose: () => void;
}

/**
 * Names an item of a catalogue (an intervention, a category) in a language, as the spec's
 * 'Create Language Item' dialogs do: item and language first, then the name input, then Submit.
 */
export function NameInLanguageDialog(props: NameInLanguageDialogProps) {
  const { t } = useTranslation();
  const [item, setItem] = useState<string | null>(null);
  const [language, setLanguage] = useState<string | null>(props.language);
  const [name, setName] = useState('');
  const ready = item !== null && language !== null;
  const submit = () =>
    ready && props.onSave({ item: Number(item), language: language as MessageLanguage, name });
  return (
    <Modal
      opened
      onClose={props.onClose}
      title={props.title}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="sm">
        <Select
          label={props.itemLabel}
          data={props.items.map((entry) => ({ value: String(entry.id), label: entry.name }))}
          value={item}
          onChange={setItem}
          searchable
          data-testid={`${props.testId}-item`}
        />
        <Select
          label={props.languageLabel}
          data={MESSAGE_LANGUAGE_OPTIONS}
          value={language}
          onChange={setLanguage}
          data-testid={`${props.testId}-language`}
        />
        {ready && (
          <TextInput
            label={props.nameLabel}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            data-testid={`${props.testId}-name`}
          />
        )}
        {props.error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle />}>
            {failureText(props.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            onClick={submit}
            disabled={!ready || name.trim() === ''}
            loading={props.saving}
            data-testid={`${props.testId}-save`}
          >
            {props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
