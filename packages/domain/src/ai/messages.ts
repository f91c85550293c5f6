export const AI_MESSAGES = {
  noPrediction: 'Could not find the prediction',
  treatmentOnly: 'Treatment prediction is only available for alarm treatment',
  tooLittleData: 'Too little data for a prediction: a treatment in progress needs a week of nights',
  /** The AI chart skips a date without all eight values (docs/requirements/ai.md#ai-chart). */
  missingChartDate: 'Some data for date {date} is missing, will skip this date..',
} as const;

export const AI_TASK_MESSAGES = {
  submitted: 'Submitted',
  alreadySubmitted: 'Data already submitted',
  chooseTask: 'Choose at least one task',
  /** A task of the other flavour (the bedwetting tasks in a generic product, or the other way round). */
  otherFlavour: 'A chosen task does not apply to this product',
} as const;
