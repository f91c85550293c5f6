import { IconStarFilled } from '@tabler/icons-react';
import { isAiVariable, type DangerEntry } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { AiStatusIcon } from './AiStatusIcon.tsx';
import { StatusCircle } from './StatusCircle.tsx';
import classes from './StatusIcon.module.css';
import { statusPresentation, valueWithUnits } from './statusPresentation.ts';
import { StatusTooltip, type StatusVariable } from './StatusTooltip.tsx';

export type { StatusVariable } from './StatusTooltip.tsx';

interface StatusIconProps {
  /** The patient's dangerList entry of the variable; none is read as no value. */
  entry: DangerEntry | undefined;
  variable: StatusVariable;
  size?: number;
  /** Reachable by keyboard, for screens with a handful of icons (not a 100-row table). */
  focusable?: boolean;
  /** An inactive patient's old AI prediction is history, not a fault (AI icons only). */
  patientInactive?: boolean;
}

/**
 * One variable's traffic light (docs/requirements/limits-and-statuses.md#status-icons): the letter and colour of the status table, a star
 * for the patient's own limit, and a tooltip with value, units, limit and days since. The
 * status is also said in words (aria-label), so colour is never the only sign. AI variables have
 * icons of their own.
 */
export function StatusIcon({
  entry,
  variable,
  size = 24,
  focusable = false,
  patientInactive = false,
}: StatusIconProps) {
  if (isAiVariable(variable.acronym)) {
    return (
      <AiStatusIcon
        entry={entry}
        variable={variable}
        patientInactive={patientInactive}
        size={size}
        focusable={focusable}
      />
    );
  }
  return <LimitStatusIcon entry={entry} variable={variable} size={size} focusable={focusable} />;
}

function LimitStatusIcon({
  entry,
  variable,
  size,
  focusable,
}: Required<Omit<StatusIconProps, 'entry' | 'patientInactive'>> & Pick<StatusIconProps, 'entry'>) {
  const { t, i18n } = useTranslation();
  const status = entry?.status ?? 'NOT_SET_VALUE';
  const { letter, paint, labelKey } = statusPresentation(status);
  const patientLimit = entry?.isPatientLimit ?? false;
  const words = [`${variable.name}: ${t(labelKey)}`];
  if (entry?.variableValue != null)
    words.push(valueWithUnits(entry.variableValue, variable.units, t, i18n.language));
  if (patientLimit) words.push(t('status.patientLimit'));
  return (
    <StatusCircle
      paint={paint}
      size={size}
      tooltip={<StatusTooltip entry={entry} variable={variable} />}
      label={words.join(', ')}
      focusable={focusable}
      status={status}
      variable={variable.acronym}
      value={entry?.variableValueFull}
      patientLimit={patientLimit}
    >
      <span aria-hidden>{letter}</span>
      {patientLimit && (
        <IconStarFilled className={classes.star} aria-hidden data-testid="patient-limit-star" />
      )}
    </StatusCircle>
  );
}
