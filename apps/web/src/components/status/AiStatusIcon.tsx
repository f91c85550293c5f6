import { Text } from '@mantine/core';
import { IconAlertTriangleFilled } from '@tabler/icons-react';
import { aiIconStatus, isAiProbability, type DangerEntry } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { aiPercent } from './aiPercent.ts';
import { AI_PAINT, AI_STATUS_LABEL_KEYS } from './aiStatusPresentation.ts';
import { StatusCircle } from './StatusCircle.tsx';
import classes from './StatusIcon.module.css';
import { formatValue } from './statusPresentation.ts';
import type { StatusVariable } from './StatusTooltip.tsx';

interface AiStatusIconProps {
  entry: DangerEntry | undefined;
  variable: StatusVariable;
  patientInactive: boolean;
  size: number;
  focusable: boolean;
}

/**
 * An AI variable's icon (docs/requirements/ai.md#ai-icons): coloured by what a current prediction says, a warning when
 * an active patient's prediction was not renewed, empty without one. A probability shows its
 * percentage in the icon; a flag shows nothing more than its colour and words.
 */
export function AiStatusIcon({ entry, variable, patientInactive, size, focusable }: AiStatusIconProps) {
  const { t, i18n } = useTranslation();
  // The full value: the list rounds values to one decimal, which made a 46 % risk read 50 %
  // beside the AI Score's 46 % (docs/decisions/ai.md#one-risk-number-issue-37).
  const value = entry?.variableValueFull ?? null;
  const daysSince = entry?.daysSince ?? null;
  const status = aiIconStatus({ code: variable.acronym, value, daysSince, patientInactive });
  const paint = AI_PAINT[status];
  const percent = isAiProbability(variable.acronym);
  const shownValue = percent ? aiPercent(value) : formatValue(value, i18n.language);
  const words = [`${variable.name}: ${t(AI_STATUS_LABEL_KEYS[status], { count: daysSince ?? 0 })}`];
  if (value !== null) words.push(shownValue);
  return (
    <StatusCircle
      paint={paint}
      size={size}
      tooltip={
        <div>
          <Text size="sm" fw={600} c="white">
            {variable.name} ({variable.acronym})
          </Text>
          <Text size="xs" c="gray.3">
            {t(AI_STATUS_LABEL_KEYS[status], { count: daysSince ?? 0 })}
          </Text>
          {value !== null && (
            <Text size="xs" mt={4}>
              {`${t('status.value')}: ${shownValue}`}
              {daysSince !== null && ` · ${t('status.daysSince', { days: daysSince })}`}
            </Text>
          )}
        </div>
      }
      label={words.join(', ')}
      focusable={focusable}
      status={status}
      variable={variable.acronym}
      value={value}
    >
      {status === 'AI_VARIABLE_WARNING_SIGN' ? (
        <IconAlertTriangleFilled size={size * 0.6} aria-hidden />
      ) : (
        <span aria-hidden className={percent ? classes.percent : undefined}>
          {percent && value !== null ? Math.round(value * 100) : ''}
        </span>
      )}
    </StatusCircle>
  );
}
