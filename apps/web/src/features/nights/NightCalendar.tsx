import type { CSSProperties } from 'react';
import { Popover, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { CalendarNight, NightCalendar as Calendar } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import classes from './NightCalendar.module.css';
import { NightDetails } from './NightDetails.tsx';
import { NIGHT_LOOK, NIGHT_MARKS } from './nightPresentation.ts';
import { longDay, mondayIndex, weekdayNames } from './nightTime.ts';

/** The month as weeks of seven days, Monday first; days of other months are empty. */
function weeksOf(nights: readonly CalendarNight[]): (CalendarNight | null)[][] {
  if (nights.length === 0) return [];
  const cells: (CalendarNight | null)[] = [
    ...Array<null>(mondayIndex(nights[0]!.night)).fill(null),
    ...nights,
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** The month grid: each day a button with its state in icon and words, opening the night's details. */
export function NightCalendar({ calendar, caption }: { calendar: Calendar; caption: string }) {
  const { i18n } = useTranslation();
  const weekdays = weekdayNames(i18n.language);
  return (
    <table className={classes.grid} data-testid="night-calendar">
      <VisuallyHidden component="caption">{caption}</VisuallyHidden>
      <thead>
        <tr>
          {weekdays.map((weekday) => (
            <th key={weekday.long} scope="col" className={classes.weekday} abbr={weekday.long}>
              {weekday.short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeksOf(calendar.nights).map((week) => (
          <tr key={week.find(Boolean)?.night}>
            {week.map((night, index) => (
              <td key={night?.night ?? `empty-${index}`} className={classes.cell}>
                {night && <NightDay night={night} calendar={calendar} />}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function NightDay({ night, calendar }: { night: CalendarNight; calendar: Calendar }) {
  const { t, i18n } = useTranslation();
  const look = NIGHT_LOOK[night.state];
  const Icon = look.icon;
  const quiet = night.state === 'future' || night.state === 'beforeStart';
  const style = quiet
    ? undefined
    : ({
        '--night-bg': `var(--mantine-color-${look.color}-light)`,
        '--night-border': `var(--mantine-color-${look.color}-4)`,
        // Shade 9 on its light tint is 4.3:1 for teal and 2.7:1 for yellow; with 40 % black every
        // colour passes 4.5:1 (yellow was 4.47:1 at 25 %).
        '--night-fg': `color-mix(in srgb, var(--mantine-color-${look.color}-9), black 40%)`,
      } as CSSProperties);
  const day = Number(night.night.slice(8));
  const button = (
    <UnstyledButton
      className={classes.day}
      style={style}
      data-state={night.state}
      data-quiet={quiet || undefined}
      data-today={night.night === calendar.today || undefined}
      data-testid={`night-${night.night}`}
      disabled={night.state === 'future'}
    >
      <VisuallyHidden>{longDay(night.night, i18n.language)}</VisuallyHidden>
      <span className={classes.number} aria-hidden>
        {day}
      </span>
      {night.state === 'future' ? (
        <VisuallyHidden>{t(look.label)}</VisuallyHidden>
      ) : (
        <span className={classes.state}>
          <Icon size={15} stroke={1.8} aria-hidden />
          <span className={classes.stateText}>{t(look.label)}</span>
        </span>
      )}
      <NightMarks night={night} />
    </UnstyledButton>
  );
  if (night.state === 'future') return button;
  return (
    <Popover width={300} position="bottom" withArrow shadow="md" trapFocus={false}>
      <Popover.Target>{button}</Popover.Target>
      <Popover.Dropdown>
        <NightDetails night={night} timeZone={calendar.timezone} />
      </Popover.Dropdown>
    </Popover>
  );
}

/** Small signs of what else the night holds, spelled out in the details. */
function NightMarks({ night }: { night: CalendarNight }) {
  const { t } = useTranslation();
  const held = { '↑': night.selfWokeUp, '2×': night.wetSecondTime, '✎': night.corrected };
  const marks = NIGHT_MARKS.filter((mark) => held[mark.sign]);
  if (marks.length === 0) return null;
  return (
    <span className={classes.marks}>
      {marks.map(({ sign, label }) => (
        <span key={sign} title={t(label)}>
          <span aria-hidden>{sign}</span>
          <VisuallyHidden>{t(label)}</VisuallyHidden>
        </span>
      ))}
    </span>
  );
}
