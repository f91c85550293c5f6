import { DateInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import 'dayjs/locale/da';
import 'dayjs/locale/de';
import 'dayjs/locale/es';
import 'dayjs/locale/fi';
import 'dayjs/locale/fr';
import 'dayjs/locale/it';
import 'dayjs/locale/nb';
import 'dayjs/locale/nl';
import 'dayjs/locale/pl';
import 'dayjs/locale/pt';
import 'dayjs/locale/sv';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DAY_FORMAT, parseDay } from './dateFormat.ts';

export interface DayInputProps {
  readonly label: ReactNode;
  /** YYYY-MM-DD, or '' / null for none. */
  readonly value: string | null;
  readonly onChange: (value: string | null) => void;
  readonly min?: string;
  readonly max?: string;
  readonly description?: ReactNode;
  readonly error?: ReactNode;
  readonly withAsterisk?: boolean;
  readonly 'data-testid'?: string;
}

/**
 * A day field that writes and reads YYYY-MM-DD in every language, with a calendar in the
 * reader's language: the browser's own date field follows the browser's locale (mm/dd/yyyy).
 */
export function DayInput({ value, onChange, min, max, ...rest }: DayInputProps) {
  const { i18n } = useTranslation();
  return (
    <DateInput
      {...rest}
      value={value === '' ? null : value}
      onChange={onChange}
      minDate={min}
      maxDate={max}
      valueFormat={DAY_FORMAT}
      dateParser={(text) => parseDay(text)}
      placeholder={DAY_FORMAT}
      // dayjs names Norwegian Bokmål nb; the calendar's month and day names follow the interface.
      locale={i18n.language === 'no' ? 'nb' : i18n.language}
      firstDayOfWeek={1}
      w={160}
    />
  );
}

/** A form field's props (`form.getInputProps`) for a DayInput: its value as YYYY-MM-DD or null. */
export function dayInputProps(props: {
  value?: unknown;
  onChange: (value: unknown) => void;
  error?: ReactNode;
}) {
  return {
    value: typeof props.value === 'string' ? props.value : null,
    onChange: (day: string | null) => props.onChange(day ?? ''),
    error: props.error,
  };
}
