import { Fragment } from 'react';
import { Text } from '@mantine/core';
import { LIMIT_LEVELS, type DangerEntry } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { LIMIT_LEVEL_KEYS } from './limitLevelKeys.ts';
import { formatLimitLevel } from './limitLevel.ts';
import classes from './StatusIcon.module.css';
import { statusPresentation, valueWithUnits } from './statusPresentation.ts';

/** What the icon names: the variable as the tables head it. */
export interface StatusVariable {
  name: string;
  acronym: string;
  units: string;
}

/** The tooltip of a status icon: status, value with units, days since, and the limit in force. */
export function StatusTooltip({
  entry,
  variable,
}: {
  entry: DangerEntry | undefined;
  variable: StatusVariable;
}) {
  const { t, i18n } = useTranslation();
  const status = entry?.status ?? 'NOT_SET_VALUE';
  const value = entry?.variableValue ?? null;
  return (
    <div>
      <Text size="sm" fw={600} c="white">
        {variable.name} ({variable.acronym})
      </Text>
      <Text size="xs" c="gray.3">
        {t(statusPresentation(status).labelKey)}
      </Text>
      <Text size="xs" mt={4}>
        {value === null
          ? t('status.noValue')
          : `${t('status.value')}: ${valueWithUnits(value, variable.units, t, i18n.language)}`}
        {entry?.daysSince != null && ` · ${t('status.daysSince', { days: entry.daysSince })}`}
      </Text>
      <Text size="xs" mt={4} fw={600}>
        {entry?.limit
          ? entry.isPatientLimit
            ? `★ ${t('status.patientLimit')}`
            : t('status.generalLimit')
          : t('status.noLimit')}
      </Text>
      {entry?.limit && (
        <div className={classes.levels}>
          {LIMIT_LEVELS.map((level) => (
            <Fragment key={level}>
              <span>{t(LIMIT_LEVEL_KEYS[level])}</span>
              <span className={classes.levelValue}>
                {formatLimitLevel(variable.acronym, entry.limit?.[level] ?? null, t, i18n.language)}
              </span>
            </Fragment>
          ))}
        </div>
      )}
    </div>
  );
}
