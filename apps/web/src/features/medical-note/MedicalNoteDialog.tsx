import { useState, type MouseEvent } from 'react';
import {
  Accordion,
  Alert,
  Badge,
  Button,
  Center,
  CopyButton,
  Group,
  List,
  Loader,
  Modal,
  Stack,
  Text,
} from '@mantine/core';
import { IconAlertCircle, IconCheck, IconCopy, IconInfoCircle } from '@tabler/icons-react';
import { notePlainText, type MedicalNote } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../platform/failureToast.ts';
import classes from './MedicalNoteDialog.module.css';
import { useMedicalNote } from './medicalNoteApi.ts';
import { sanitizeNote } from './sanitizeNote.ts';

interface MedicalNoteDialogProps {
  patientId: number;
  opened: boolean;
  onClose: () => void;
}

/**
 * 'Suggested Medical Record Note' (docs/requirements/ai.md#medical-record-note): a draft from the patient's data to review,
 * each sentence with the numbers of the facts it rests on, to copy into the medical record.
 */
export function MedicalNoteDialog({ patientId, opened, onClose }: MedicalNoteDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('medicalNote.open')}
      size="xl"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened && <NoteBody patientId={patientId} />}
    </Modal>
  );
}

function NoteBody({ patientId }: { patientId: number }) {
  const { t, i18n } = useTranslation();
  const note = useMedicalNote(patientId, i18n.language);
  if (note.error)
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle />}>
        {failureText(note.error)}
      </Alert>
    );
  if (!note.data)
    return (
      <Center h={200}>
        <Stack align="center" gap="xs">
          <Loader aria-label={t('medicalNote.writing')} />
          <Text size="sm" c="gray.7">
            {t('medicalNote.writing')}
          </Text>
        </Stack>
      </Center>
    );
  if (note.data.missingDays === null)
    return (
      <div
        className={classes.notStarted}
        data-testid="medical-note-not-started"
        dangerouslySetInnerHTML={{ __html: sanitizeNote(note.data.summary) }}
      />
    );
  return <Note note={note.data} />;
}

function Note({ note }: { note: MedicalNote }) {
  const { t } = useTranslation();
  const [cited, setCited] = useState<readonly string[]>([]);
  // A template's sentences are its facts; a language model's draft shows what it rests on at once.
  const [factsShown, setFactsShown] = useState<string | null>(note.writtenBy === 'template' ? null : 'facts');
  // The clipboard gets plain text only: any markup in a sentence is stripped, never pasted.
  const plainText = notePlainText(note.sentences);
  const showCitations = (event: MouseEvent<HTMLDivElement>) => {
    const target = (event.target as HTMLElement).closest('[data-facts]');
    const facts = target?.getAttribute('data-facts')?.split(' ') ?? [];
    setCited(facts);
    if (facts.length > 0) setFactsShown('facts');
  };
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        {/* Dark words on the yellow tint: Mantine's yellow text on it is below 4.5:1. */}
        <Badge
          color="yellow"
          variant="light"
          c="dark.8"
          size="lg"
          styles={{ root: { height: 'auto', maxWidth: '100%' }, label: { whiteSpace: 'normal' } }}
        >
          {t('medicalNote.draft')}
        </Badge>
        <Text size="sm" c="gray.7" data-testid="medical-note-writer">
          {note.writtenBy === 'template'
            ? t('medicalNote.byTemplate')
            : t('medicalNote.byModel', { model: note.writtenBy })}
        </Text>
      </Group>
      {note.fallback && (
        <Alert color="yellow" variant="light" icon={<IconInfoCircle />} data-testid="medical-note-fallback">
          {note.fallback === 'unavailable'
            ? t('medicalNote.modelUnavailable')
            : t('medicalNote.modelRejected')}
        </Alert>
      )}
      <Text size="sm">{t('medicalNote.missingDays', { count: note.missingDays ?? 0 })}</Text>
      <div
        className={classes.note}
        data-testid="medical-note-text"
        onClick={showCitations}
        dangerouslySetInnerHTML={{ __html: sanitizeNote(note.gptresponse) }}
      />
      <Group justify="flex-end">
        <CopyButton value={plainText}>
          {({ copied, copy }) => (
            <Button
              variant="light"
              onClick={copy}
              leftSection={copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
            >
              {copied ? t('medicalNote.copied') : t('medicalNote.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Accordion variant="contained" value={factsShown} onChange={setFactsShown}>
        <Accordion.Item value="facts">
          <Accordion.Control>{t('medicalNote.facts')}</Accordion.Control>
          <Accordion.Panel>
            <Text size="sm" c="gray.7" mb="xs">
              {t('medicalNote.factsHint')}
            </Text>
            <List type="ordered" size="sm" spacing={2} data-testid="medical-note-facts">
              {note.facts.map((fact) => (
                <List.Item
                  key={fact.id}
                  value={fact.id.slice(1)}
                  className={cited.includes(fact.id) ? classes.cited : undefined}
                  data-fact={fact.id}
                >
                  {fact.text}
                </List.Item>
              ))}
            </List>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </Stack>
  );
}
