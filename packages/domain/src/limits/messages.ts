/** Texts of the limit form and dialog (docs/requirements/validation.md#limit-form, docs/requirements/errors.md#toasts); server and web show the same ones. */
export const LIMIT_MESSAGES = {
  fillAllValues: 'Please fill in all the limit values',
  increaseInOrder: 'Limits must increase in order, please check the limits and try again',
  ageOrder: 'Age upper must be higher than age lower',
  selectGender: 'Please select a gender!',
  chooseVariable: 'Please choose a variable',
  confirmPropagation:
    'You are about to change a general limits, the update will propagate to all clinics. Do you want to continue?',
  notFound: 'Could not find the Limit',
  wrongActionType: 'The variable action type is wrong',
  // Not in the spec: the database keeps ages as whole years, and one general limit per scope.
  ages: 'Ages must be whole years from 0 to 150',
  duplicateScope: 'A general limit for this variable, gender and ages already exists',
} as const;

/** The oldest age a general limit may name, in whole years. */
export const MAX_LIMIT_AGE = 150;
