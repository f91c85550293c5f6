/** Nights: the Calendar and Technical errors tabs of a bedwetting patient, and the summary's recent nights. */
export { CalendarTab } from './CalendarTab.tsx';
export { RecentNights } from './RecentNights.tsx';
export { TechnicalErrorsTab } from './TechnicalErrorsTab.tsx';
