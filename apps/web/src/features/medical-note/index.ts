/** The suggested medical record note of a patient. */
export { MedicalNoteDialog } from './MedicalNoteDialog.tsx';
