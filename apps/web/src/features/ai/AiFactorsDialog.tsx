import { Alert, Center, Loader, Modal } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../app/failureToast.ts';
import { LazyBarDiagram } from '../../../components/charts/LazyBarDiagram.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { useAiFactors } from './aiFactorsApi.ts';

/** Spec core §9: the AI factors dialog's chart is 600 × 400. */
const CHART_WIDTH = 600;
const CHART_HEIGHT = 400;

export interface AiFactorsTarget {
  patientName: string;
  predictionId: number;
}

interface AiFactorsDialogProps {
  target: AiFactorsTarget | null;
  onClose: () => void;
}

/** What made up a patient's AI risk score: each feature's contribution as a bar. */
export function AiFactorsDialog({ target, onClose }: AiFactorsDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={target ? t('categoryPanels.aiFactorsTitle', { name: target.patientName }) : ''}
      size={CHART_WIDTH + 64}
    >
      {target && <AiFactors target={target} />}
    </Modal>
  );
}

function AiFactors({ target }: { target: AiFactorsTarget }) {
  const { t } = useTranslation();
  const factors = useAiFactors(target.predictionId);
  if (factors.error) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle />}>
        {failureText(factors.error)}
      </Alert>
    );
  }
  if (!factors.data) {
    return (
      <Center h={CHART_HEIGHT}>
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }
  if (factors.data.length === 0) return <EmptyState title={t('common.noData')} />;
  return (
    <LazyBarDiagram
      items={factors.data.map((factor) => ({ label: factor.featureName, value: factor.featureValue }))}
      valueName={t('categoryPanels.contribution')}
      width={CHART_WIDTH}
      height={CHART_HEIGHT}
      label={t('categoryPanels.aiFactorsTitle', { name: target.patientName })}
    />
  );
}
