import { describe, expect, it } from 'vitest';
import { createInstance } from 'i18next';
import {
  CATEGORY_MESSAGE_TEXTS,
  CATEGORY_MESSAGES,
  FORBIDDEN_CHARACTER_MESSAGE,
  INTERVENTION_MESSAGES,
  LIMIT_MESSAGES,
  LOGIN_MESSAGES,
  NIGHTS_MESSAGES,
  PASSWORD_MESSAGES,
  PATIENT_MESSAGE_TEXTS,
  PATIENT_MESSAGES,
  USER_MESSAGES,
  VARIABLE_PRIORITY_MESSAGES,
  catalogueTexts,
  messageIdOf,
  type Language,
} from '@vigil/domain';
import { DICTIONARIES } from './dictionaries.ts';
import { translateMessage } from './domainMessages.ts';

async function translatorFor(language: Language) {
  const instance = createInstance();
  await instance.init({
    lng: language,
    resources: { [language]: { translation: DICTIONARIES[language] } },
    interpolation: { escapeValue: false },
  });
  return instance.t.bind(instance);
}

// The throttle's entry is a template that is never sent as it stands: the message as the server
// sends it, with the wait, is read in platform/failureToast.test.ts.
const { throttled: _template, ...loginMessages } = LOGIN_MESSAGES;

const catalogue = [
  ...Object.values(PASSWORD_MESSAGES),
  ...Object.values(USER_MESSAGES),
  ...Object.values(loginMessages),
  ...Object.values(LIMIT_MESSAGES),
  ...Object.values(PATIENT_MESSAGES),
  ...Object.values(VARIABLE_PRIORITY_MESSAGES),
  ...Object.values(INTERVENTION_MESSAGES),
  ...Object.values(NIGHTS_MESSAGES),
  ...Object.values(PATIENT_MESSAGE_TEXTS),
  ...Object.values(CATEGORY_MESSAGE_TEXTS),
  ...Object.values(CATEGORY_MESSAGES),
];

describe('messages of the spec', () => {
  it('in English, every domain message reads exactly as the spec wrote it', async () => {
    const t = await translatorFor('en');
    for (const message of catalogue) expect(translateMessage(message, t)).toBe(message);
  });

  it('in another language every one of them is translated', async () => {
    const t = await translatorFor('sv');
    for (const message of catalogue) expect(translateMessage(message, t), message).not.toBe(message);
    expect(translateMessage(FORBIDDEN_CHARACTER_MESSAGE, t)).toContain('< > "');
  });

  it('a message outside the catalogue is shown as the server sent it', async () => {
    const t = await translatorFor('sv');
    expect(translateMessage('Username already exists', t)).toBe('Username already exists');
  });
});

describe('server answers named by message id', () => {
  it('a German reader gets the German text from the id, whatever the English text says', async () => {
    const t = await translatorFor('de');
    expect(translateMessage('Choose the clinic first', t, 'patient.chooseClinic')).toBe(
      'Bitte wählen Sie eine Klinik',
    );
    expect(translateMessage(LIMIT_MESSAGES.fillAllValues, t, 'limit.fillAllValues')).toBe(
      'Bitte füllen Sie alle Grenzwerte aus',
    );
  });

  it('an id the app does not know shows the server text as it came', async () => {
    const t = await translatorFor('de');
    expect(translateMessage(PATIENT_MESSAGES.chooseClinic, t, 'patient.retired')).toBe(
      PATIENT_MESSAGES.chooseClinic,
    );
  });

  it('every catalogue text reads the same by its id as by its text, in every language', async () => {
    for (const language of Object.keys(DICTIONARIES) as Language[]) {
      const t = await translatorFor(language);
      for (const [, text] of catalogueTexts()) {
        expect(translateMessage(text, t, messageIdOf(text)), `${language}: ${text}`).toBe(
          translateMessage(text, t),
        );
      }
    }
  });
});
