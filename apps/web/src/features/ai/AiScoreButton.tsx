import { UnstyledButton } from '@mantine/core';
import type { PatientStatusRow } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { aiPercent } from '../../components/status/aiPercent.ts';
import { useTooltipTrigger } from '../../components/tooltip/TooltipHost.tsx';
import classes from './AiScoreButton.module.css';

interface AiScoreButtonProps {
  patient: Pick<PatientStatusRow, 'fullName' | 'latestAiPrediction'>;
  onOpen: () => void;
}

/** A patient's AI risk score as a percentage; with a prediction, it opens the AI factors behind it. */
export function AiScoreButton({ patient, onOpen }: AiScoreButtonProps) {
  const { t } = useTranslation();
  const tooltipTrigger = useTooltipTrigger({ label: t('ai.factors.open') });
  const prediction = patient.latestAiPrediction;
  if (!prediction) return <>{aiPercent(null)}</>;
  return (
    <UnstyledButton
      {...tooltipTrigger}
      className={classes.score}
      onClick={onOpen}
      aria-label={`${t('ai.factors.open')}: ${patient.fullName}, ${aiPercent(prediction.riskScore)}`}
      data-testid="ai-score-button"
    >
      {aiPercent(prediction.riskScore)}
    </UnstyledButton>
  );
}
