import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** docs/requirements/constants.md#dates-and-times: dates YYYY-MM-DD, times HH:mm. */
export const HISTORY_DATE_FORMAT = 'YYYY-MM-DD';
export const HISTORY_TIME_FORMAT = 'YYYY-MM-DD HH:mm';

/**
 * When a value was taken. Daily computed values (the 14-night counts) are stamped at the start
 * of the patient's day, in the patient's time zone: they show that day's date alone, which a
 * time in the reader's zone (23:00 the evening before) would misstate. Measured values show
 * date and time as the reader's clock has them.
 */
export function historyTime(timeStamp: string, patientTimeZone: string): string {
  return patientDay(timeStamp, patientTimeZone) ?? dayjs(timeStamp).format(HISTORY_TIME_FORMAT);
}

/** The patient's day a daily value stands for (YYYY-MM-DD), or null for a value with a time of day. */
export function patientDay(timeStamp: string, patientTimeZone: string): string | null {
  const atPatient = dayjs(timeStamp).tz(patientTimeZone);
  const startOfDay = atPatient.hour() === 0 && atPatient.minute() === 0 && atPatient.second() === 0;
  return startOfDay ? atPatient.format(HISTORY_DATE_FORMAT) : null;
}
