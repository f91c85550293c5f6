import { FORBIDDEN_CHARACTER_MESSAGE } from './text-rules.ts';

// A catalogue of its own, without the schemas beside it: message-ids.ts (which the web's signed-in
// frame reads whole) imports it, and a schema module would construct all its schemas there.

export const USER_MESSAGES = {
  missingFields: 'Please fill in all the fields',
  phoneOrMobile: 'You need to specify one of the following: phone or mobile phone',
  emailFormat: 'The Email address does not have the correct format!',
  anotherUser: 'Please choose another user to view the patients',
  clinic: 'Please connect the user to a clinic',
  ownAccess: 'You cannot change your own username, clinics or patient access',
  missingClinic: 'Only the product admin may give access to the patients without a clinic',
  forbiddenCharacter: FORBIDDEN_CHARACTER_MESSAGE,
} as const;
