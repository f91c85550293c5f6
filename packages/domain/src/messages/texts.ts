/** Texts of the category message editor (docs/requirements/validation.md#category-message-form, docs/requirements/errors.md#toasts); server and web show the same ones. */
export const CATEGORY_MESSAGE_TEXTS = {
  selectLanguage: 'Please select the correct language',
  emptyText: 'Category message can not be empty',
  hours: 'Hours when to send message can not be empty and must be a number from 0 to 23',
  notEnabled: 'Message not enabled, can not send to patients!',
  missingToDelete: 'This category message is missing in database, nothing to delete',
  categoryNotFound: 'Could not find category',
  // Not in the spec.
  missing: 'This category message is missing in database',
  languageTaken: 'This category already has a message in that language',
  // A message patients have received stays as the record of what they were sent.
  alreadySent: 'This category message has been sent to patients and can not be deleted, disable it instead',
} as const;

/** Texts of the send-messages dialog (docs/requirements/validation.md#patient-message-form, docs/requirements/errors.md#toasts); server and web show the same ones. */
export const PATIENT_MESSAGE_TEXTS = {
  fillText: 'Please fill in the message text',
  sendWithoutTitle: 'Do you want to send the message without the title?',
  oldAppVersion: 'The patient has an old version of the app, the message can not be sent',
  sent: 'Message sent',
  noMessages: 'No messages',
  noMoreMessages: 'No more messages to show',
} as const;
