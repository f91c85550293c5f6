import { Modal } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState.tsx';

/**
 * 'Suggested Medical Record Note': written from the patient's data by the AI feature
 * (GET /patients/{id}/medical-status-rapport-gpt); until that feature exists it says so.
 */
export function MedicalNoteDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('medicalNote.open')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <EmptyState
        title={t('medicalNote.emptyTitle')}
        description={t('medicalNote.emptyText')}
        icon={<IconSparkles size={26} stroke={1.5} />}
      />
    </Modal>
  );
}
