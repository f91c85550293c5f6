/** A patient's details (tabs, dialogs, diagrams): loaded when the first patient is first shown, so the signed-in frame does not carry them. */
export { PatientDetailsPage } from './details/PatientDetailsPage.tsx';
/** A patient's summary to print or save as PDF. */
export { PatientSummaryPage } from './summary/PatientSummaryPage.tsx';
