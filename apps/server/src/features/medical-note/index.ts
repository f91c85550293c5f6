/** The suggested medical record note: facts from the patient's data, a template or a checked language model. */
export { registerMedicalNoteRoutes } from './routes.ts';
