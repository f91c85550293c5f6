import { useState } from 'react';
import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { Intervention, MessageLanguage } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../app/failureToast.ts';
import { MESSAGE_LANGUAGE_OPTIONS } from '../../../i18n/messageLanguages.ts';
import { useSaveInterventionLanguage } from './catalogueApi.ts';

/** Names an intervention in a language: item and language first, then the name (spec admin §2). */
export function LanguageNameDialog({
  interventions,
  language,
  onClose,
}: {
  interventions: readonly Intervention[];
  language: MessageLanguage | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveInterventionLanguage();
  const [intervention, setIntervention] = useState<string | null>(null);
  const [chosenLanguage, setLanguage] = useState<string | null>(language);
  const [name, setName] = useState('');
  const ready = intervention !== null && chosenLanguage !== null;
  const submit = () =>
    ready &&
    save.mutate(
      {
        intervention: Number(intervention),
        language: chosenLanguage as MessageLanguage,
        interventionLanguageName: name,
      },
      { onSuccess: onClose },
    );
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('interventionCatalogue.createLanguage')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="sm">
        <Select
          label={t('interventionCatalogue.intervention')}
          data={interventions.map((item) => ({ value: String(item.idintervention), label: item.name }))}
          value={intervention}
          onChange={setIntervention}
          searchable
          data-testid="language-intervention"
        />
        <Select
          label={t('interventionCatalogue.language')}
          data={MESSAGE_LANGUAGE_OPTIONS}
          value={chosenLanguage}
          onChange={setLanguage}
          data-testid="language-language"
        />
        {ready && (
          <TextInput
            label={t('interventionCatalogue.languageName')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            data-testid="language-name"
          />
        )}
        {save.error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle />}>
            {failureText(save.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            onClick={submit}
            disabled={!ready || name.trim() === ''}
            loading={save.isPending}
            data-testid="language-save"
          >
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
