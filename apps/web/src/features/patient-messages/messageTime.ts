import dayjs from 'dayjs';

/** docs/requirements/constants.md#dates-and-times: message times are written YYYY MM DD - HH mm, on the reader's clock. */
export function messageTime(instant: string): string {
  return dayjs(instant).format('YYYY MM DD - HH mm');
}
