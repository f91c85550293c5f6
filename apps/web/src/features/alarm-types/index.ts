/** Control admin → Alarm type. */
export { AlarmTypeAdmin } from './AlarmTypeAdmin.tsx';
