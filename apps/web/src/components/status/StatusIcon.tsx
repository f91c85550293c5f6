import type { CSSProperties } from 'react';
import { Tooltip } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import type { DangerEntry } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import classes from './StatusIcon.module.css';
import { statusPresentation } from './statusPresentation.ts';
import { StatusTooltip, type StatusVariable } from './StatusTooltip.tsx';

export type { StatusVariable } from './StatusTooltip.tsx';

interface StatusIconProps {
  /** The patient's dangerList entry of the variable; none is read as no value. */
  entry: DangerEntry | undefined;
  variable: StatusVariable;
  size?: number;
  /** Reachable by keyboard, for screens with a handful of icons (not a 100-row table). */
  focusable?: boolean;
}

/**
 * One variable's traffic light (spec core §4): the letter and colour of the status table, a star
 * for the patient's own limit, and a tooltip with value, units, limit and days since. The
 * status is also said in words (aria-label), so colour is never the only sign.
 */
export function StatusIcon({ entry, variable, size = 24, focusable = false }: StatusIconProps) {
  const { t } = useTranslation();
  const status = entry?.status ?? 'NOT_SET_VALUE';
  const { letter, paint, labelKey } = statusPresentation(status);
  const patientLimit = entry?.isPatientLimit ?? false;
  const words = [`${variable.name}: ${t(labelKey)}`];
  if (entry?.variableValue != null) words.push(`${entry.variableValue} ${variable.units}`.trim());
  if (patientLimit) words.push(t('status.patientLimit'));
  const style = {
    '--status-size': `${size}px`,
    '--status-bg': paint.background,
    '--status-text': paint.text,
    '--status-border': paint.border,
  } as CSSProperties;

  return (
    <Tooltip
      label={<StatusTooltip entry={entry} variable={variable} />}
      multiline
      w={250}
      withArrow
      openDelay={120}
      events={{ hover: true, focus: true, touch: true }}
    >
      <span
        className={classes.icon}
        style={style}
        role="img"
        aria-label={words.join(', ')}
        tabIndex={focusable ? 0 : undefined}
        data-status={status}
        data-variable={variable.acronym}
        data-value={entry?.variableValueFull ?? undefined}
        data-patient-limit={patientLimit || undefined}
        data-testid="status-icon"
      >
        <span aria-hidden>{letter}</span>
        {patientLimit && (
          <IconStarFilled className={classes.star} aria-hidden data-testid="patient-limit-star" />
        )}
      </span>
    </Tooltip>
  );
}
