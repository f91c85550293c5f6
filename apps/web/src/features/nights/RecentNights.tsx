import type { CSSProperties } from 'react';
import { Alert, Group, Loader, Text, VisuallyHidden } from '@mantine/core';
import { COUNTED_NIGHT_STATES, countNights, type CalendarNight, type NightState } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../platform/failureToast.ts';
import { useRecentNights } from './api.ts';
import { NIGHT_LOOK } from './nightPresentation.ts';
import { longDay } from './nightTime.ts';
import classes from './RecentNights.module.css';

/** The states a past night may show that are not counted: today's night, and days before the start. */
const UNCOUNTED_SHOWN = ['notRecordedYet', 'beforeStart'] as const;

/**
 * The last `days` nights as a strip, oldest first, for the printed summary: each night its day of
 * the month and its state's icon, which differs in shape for every state, so the strip reads on a
 * black and white page; below it the counts, which also name each icon.
 */
export function RecentNights({ patientId, days }: { patientId: number; days: number }) {
  const { t } = useTranslation();
  const recent = useRecentNights(patientId, days);
  if (recent.error)
    return (
      <Alert color="red" variant="light">
        {failureText(recent.error)}
      </Alert>
    );
  if (!recent.data) return <Loader size="sm" aria-label={t('app.loading')} />;
  const { nights, timezone } = recent.data;
  const counts = countNights(nights.map((night) => night.state));
  return (
    <div data-testid="summary-nights">
      <ol
        className={classes.strip}
        style={{ '--nights': nights.length } as CSSProperties}
        aria-label={t('summary.recentNights')}
      >
        {nights.map((night) => (
          <NightCell key={night.night} night={night} />
        ))}
      </ol>
      <Group justify="space-between" gap="xs">
        <Text size="xs" ff="monospace">
          {nights[0]?.night}
        </Text>
        <Text size="xs" c="dimmed">
          {t('nights.timeZone', { zone: timezone })}
        </Text>
        <Text size="xs" ff="monospace">
          {nights.at(-1)?.night}
        </Text>
      </Group>
      <Group gap="md" mt={4} component="ul" className={classes.counts}>
        {COUNTED_NIGHT_STATES.map((state) => (
          <LegendItem key={state} state={state} count={counts[state]} />
        ))}
        {/* The days that count as nothing still need their icon named. */}
        {UNCOUNTED_SHOWN.filter((state) => nights.some((night) => night.state === state)).map((state) => (
          <LegendItem key={state} state={state} />
        ))}
      </Group>
    </div>
  );
}

/** A state's icon and name, with how many of the nights show it when it is counted. */
function LegendItem({ state, count }: { state: NightState; count?: number }) {
  const { t } = useTranslation();
  const { icon: Icon, label } = NIGHT_LOOK[state];
  return (
    <Group
      gap={4}
      component="li"
      wrap="nowrap"
      data-testid={count === undefined ? undefined : `summary-count-${state}`}
    >
      <Icon size={14} stroke={1.8} aria-hidden />
      <Text size="xs">
        {t(label)}
        {count !== undefined && (
          <>
            : <b>{count}</b>
          </>
        )}
      </Text>
    </Group>
  );
}

function NightCell({ night }: { night: CalendarNight }) {
  const { t, i18n } = useTranslation();
  const look = NIGHT_LOOK[night.state];
  const Icon = look.icon;
  // The calendar's colours, darkened as there, for the screen; on paper the icon's shape tells.
  const style = { '--night-colour': `var(--mantine-color-${look.color}-9)` } as CSSProperties;
  return (
    <li
      className={classes.night}
      style={style}
      data-state={night.state}
      data-testid={`summary-night-${night.night}`}
    >
      <span className={classes.day} aria-hidden>
        {Number(night.night.slice(8))}
      </span>
      <Icon size={14} stroke={1.8} aria-hidden />
      <VisuallyHidden>
        {longDay(night.night, i18n.language)}: {t(look.label)}
      </VisuallyHidden>
    </li>
  );
}
