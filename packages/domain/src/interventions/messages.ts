/** The catalogue's rules (docs/requirements/administration.md#interventions-catalogue, docs/requirements/api.md#administration-calls): the product admin keeps it. */
export const INTERVENTION_CATALOGUE_MESSAGES = {
  missingName: 'Missing name',
  nameTaken: 'An intervention with that name already exists',
  inUse: 'The intervention has been given to patients and cannot be deleted',
  unknownLanguage: 'Could not find the language',
} as const;

export const INTERVENTION_MESSAGES = {
  fillAllFields: 'Please fill in all the fields',
  wrongDate: 'Error, wrong date',
  unknownIntervention: 'Could not find the intervention',
  notFound: 'Could not find the patient intervention',
} as const;
