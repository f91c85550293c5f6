// A catalogue of its own, without the schemas beside it: message-ids.ts (which the web's signed-in
// frame reads whole) imports it, and a schema module would construct all its schemas there.

export const PATIENT_MESSAGES = {
  /** The answer for an unknown patient and for one outside the caller's scope alike. */
  noPatient: 'No patient with that id, try another patient',
  chooseClinic: 'Please choose a clinic',
  clinicOutOfReach: 'A patient can only be moved to a clinic whose patients you see',
  outcome: 'Error',
  serviceRunning: 'The service is already enabled until a future date',
  serviceDays: 'Service expiry must be a number of days',
  deleteConfirm: 'Are you sure you want to delete this patient?',
} as const;
