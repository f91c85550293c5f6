/** Nights: the Calendar and Technical errors tabs of a bedwetting patient. */
export { CalendarTab } from './CalendarTab.tsx';
export { TechnicalErrorsTab } from './TechnicalErrorsTab.tsx';
