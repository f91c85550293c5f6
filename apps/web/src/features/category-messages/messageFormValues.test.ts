import { describe, expect, it } from 'vitest';
import { CATEGORY_MESSAGE_TEXTS, messageIdOf, type CategoryMessage } from '@vigil/domain';
import {
  fieldOfMessageProblem,
  messageFormBody,
  messageFormProblem,
  messageFormValues,
  versionAfterSave,
} from './messageFormValues.ts';

const stored: CategoryMessage = {
  idcategoryMessage: 12,
  categoryId: 3,
  categoryType: 'RULE_BASED',
  language: 'sv',
  messageTitle: 'Bra jobbat',
  messageText: 'Fortsätt så!',
  isEnabled: false,
  sendMoreThanOnce: false,
  sendToSmartwatch: true,
  sendToMobile: false,
  sentToPatients: true,
  hoursWhenToSend: 7,
  version: 2,
  uuid: '6f1c1f55-3f3a-4d1e-9d55-0c1b3c7f2a10',
  createdAt: '2026-03-01T10:00:00.000Z',
};

describe('category message form', () => {
  it('a new message starts enabled, more than once, to watch and phone, at 18', () => {
    expect(messageFormValues(null)).toEqual({
      messageTitle: '',
      messageText: '',
      hoursWhenToSend: 18,
      isEnabled: true,
      sendMoreThanOnce: true,
      sendToSmartwatch: true,
      sendToMobile: true,
    });
  });

  it('a stored message opens as it is stored', () => {
    expect(messageFormValues(stored)).toMatchObject({
      messageText: 'Fortsätt så!',
      hoursWhenToSend: 7,
      isEnabled: false,
    });
  });

  it('checks language, text and hour in the order of the spec', () => {
    const values = { ...messageFormValues(null), messageText: '', hoursWhenToSend: '' };
    expect(messageFormProblem(values, null, false)).toBe(CATEGORY_MESSAGE_TEXTS.selectLanguage);
    expect(messageFormProblem(values, 'sv', false)).toBe(CATEGORY_MESSAGE_TEXTS.emptyText);
    expect(messageFormProblem({ ...values, messageText: 'Hej' }, 'sv', false)).toBe(
      CATEGORY_MESSAGE_TEXTS.hours,
    );
    expect(messageFormProblem({ ...values, messageText: 'Hej', hoursWhenToSend: 24 }, 'sv', false)).toBe(
      CATEGORY_MESSAGE_TEXTS.hours,
    );
    expect(messageFormProblem({ ...values, messageText: 'Hej', hoursWhenToSend: 0 }, 'fa', false)).toBeNull();
  });

  it('only an enabled message can be sent now', () => {
    const values = { ...messageFormValues(null), messageText: 'Hej', isEnabled: false };
    expect(messageFormProblem(values, 'sv', true)).toBe(CATEGORY_MESSAGE_TEXTS.notEnabled);
    expect(messageFormProblem(values, 'sv', false)).toBeNull();
  });

  it('each problem lands under its input', () => {
    expect(fieldOfMessageProblem(CATEGORY_MESSAGE_TEXTS.selectLanguage)).toBe('language');
    expect(fieldOfMessageProblem(CATEGORY_MESSAGE_TEXTS.hours)).toBe('hoursWhenToSend');
    expect(fieldOfMessageProblem(CATEGORY_MESSAGE_TEXTS.missingToDelete)).toBeNull();
  });

  it('a server answer in German lands on its input by its message id', () => {
    const hours = messageIdOf(CATEGORY_MESSAGE_TEXTS.hours);
    expect(fieldOfMessageProblem('Stunde zwischen 0 und 23 wählen', hours)).toBe('hoursWhenToSend');
    const empty = messageIdOf(CATEGORY_MESSAGE_TEXTS.emptyText);
    expect(fieldOfMessageProblem('Der Text darf nicht leer sein', empty)).toBe('messageText');
    const missing = messageIdOf(CATEGORY_MESSAGE_TEXTS.missingToDelete);
    expect(fieldOfMessageProblem('Keine Nachricht zum Löschen', missing)).toBeNull();
  });

  it('the body names the stored version and sends an empty hour as missing', () => {
    const body = messageFormBody(
      { ...messageFormValues(stored), hoursWhenToSend: '' },
      'sv',
      {
        categoryId: 3,
        categoryType: 'RULE_BASED',
        categoryName: 'Dry week',
      },
      stored,
    );
    expect(body).toMatchObject({
      idcategoryMessage: 12,
      categoryId: 3,
      language: 'sv',
      hoursWhenToSend: null,
    });
  });

  it('saving a message patients have received makes the next version; an unsent one keeps its own', () => {
    expect(versionAfterSave(null)).toBe(1);
    expect(versionAfterSave(stored)).toBe(3);
    expect(versionAfterSave({ ...stored, sentToPatients: false })).toBe(2);
  });
});
