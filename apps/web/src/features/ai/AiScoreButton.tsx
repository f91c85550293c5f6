import { UnstyledButton } from '@mantine/core';
import type { PatientStatusRow } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { aiPercent } from '../../components/status/aiPercent.ts';
import { useTooltipTrigger } from '../../components/tooltip/TooltipHost.tsx';
import classes from './AiScoreButton.module.css';
import { scoreFreshnessText } from './scoreFreshness.ts';

interface AiScoreButtonProps {
  patient: Pick<PatientStatusRow, 'fullName' | 'latestAiPrediction'>;
  onOpen: () => void;
}

/**
 * A patient's AI risk score as a percentage over the day it is for; with a prediction, it opens
 * the AI factors behind it. A stale score is greyed, and its tooltip says why.
 */
export function AiScoreButton({ patient, onOpen }: AiScoreButtonProps) {
  const { t } = useTranslation();
  const prediction = patient.latestAiPrediction;
  const freshness = prediction ? scoreFreshnessText(t, prediction) : '';
  const tooltipTrigger = useTooltipTrigger(
    { label: `${freshness} · ${t('ai.factors.open')}` },
    { focus: true },
  );
  if (!prediction) return <>{aiPercent(null)}</>;
  const stale = prediction.stale !== null;
  const percent = aiPercent(prediction.riskScore);
  const day = stale ? `${prediction.asOf} · ${t('ai.score.stale')}` : prediction.asOf;
  return (
    <UnstyledButton
      {...tooltipTrigger}
      className={classes.score}
      onClick={onOpen}
      // The name starts with the text on screen, so speech input can say what it sees.
      aria-label={`${percent} ${day}, ${t('ai.factors.open')}: ${patient.fullName}, ${freshness}`}
      data-testid="ai-score-button"
      data-stale={stale || undefined}
    >
      <span className={stale ? classes.stalePercent : classes.percent}>{percent}</span>{' '}
      <span className={classes.day} data-testid="ai-score-day">
        {day}
      </span>
    </UnstyledButton>
  );
}
