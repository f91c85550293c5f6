import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CATEGORY_MESSAGE_DEFAULTS,
  categoryMessageContent,
  categoryMessageFormSchema,
  categoryMessageProblem,
  savingMakesNewVersion,
  sendHourOf,
  type CategoryMessageContent,
} from './category-messages.ts';
import { outboxMessageIdSchema } from './outbox.ts';
import {
  MIN_MESSAGING_APP_VERSION,
  UNREADABLE_APP_VERSION,
  appVersionNumber,
  canReceiveMessages,
  patientMessageProblem,
} from './patient-messages.ts';
import { CATEGORY_MESSAGE_TEXTS, PATIENT_MESSAGE_TEXTS } from './texts.ts';

describe('app version rule for patient messages', () => {
  it('2.1.7 is the first version that receives messages', () => {
    expect(appVersionNumber('2.1.7')).toBe(MIN_MESSAGING_APP_VERSION);
    expect(canReceiveMessages('2.1.7')).toBe(true);
    expect(canReceiveMessages('2.1.6')).toBe(false);
    expect(canReceiveMessages('2.2.0')).toBe(true);
    expect(canReceiveMessages('3.0.0')).toBe(true);
  });

  it('a version string not five characters long counts as 200', () => {
    for (const version of ['2.0', '2.1.10', '10.1.1', '', ' 2.1.7', '2.1.7 ']) {
      expect(appVersionNumber(version)).toBe(UNREADABLE_APP_VERSION);
    }
    expect(appVersionNumber(null)).toBe(UNREADABLE_APP_VERSION);
    expect(appVersionNumber(undefined)).toBe(UNREADABLE_APP_VERSION);
  });

  it('five characters that are not digits and dots count as 200 too', () => {
    expect(appVersionNumber('2.x.7')).toBe(UNREADABLE_APP_VERSION);
  });

  it('any d.d.d version is its three digits as a number', () => {
    fc.assert(
      fc.property(fc.tuple(fc.nat(9), fc.nat(9), fc.nat(9)), ([major, minor, patch]) => {
        const number = major * 100 + minor * 10 + patch;
        expect(appVersionNumber(`${major}.${minor}.${patch}`)).toBe(number);
        expect(canReceiveMessages(`${major}.${minor}.${patch}`)).toBe(number >= 217);
      }),
    );
  });

  it('no string of another length ever receives messages', () => {
    fc.assert(
      fc.property(
        fc.string().filter((version) => version.length !== 5),
        (version) => !canReceiveMessages(version),
      ),
    );
  });

  it('a message needs a text; the title may be missing', () => {
    expect(patientMessageProblem({ messageText: 'Hej' })).toBeNull();
    expect(patientMessageProblem({ messageTitle: 'Hej', messageText: ' ' })).toBe(
      PATIENT_MESSAGE_TEXTS.fillText,
    );
    expect(patientMessageProblem({})).toBe(PATIENT_MESSAGE_TEXTS.fillText);
  });
});

describe('category message form', () => {
  const valid = { categoryId: 1, categoryType: 'RULE_BASED' as const, language: 'sv', messageText: 'Hej' };

  it('omitted switches take the defaults of a new message', () => {
    expect(categoryMessageContent(valid)).toEqual({
      language: 'sv',
      messageTitle: '',
      messageText: 'Hej',
      isEnabled: CATEGORY_MESSAGE_DEFAULTS.isEnabled,
      sendMoreThanOnce: CATEGORY_MESSAGE_DEFAULTS.sendMoreThanOnce,
      sendToSmartwatch: CATEGORY_MESSAGE_DEFAULTS.sendToSmartwatch,
      sendToMobile: CATEGORY_MESSAGE_DEFAULTS.sendToMobile,
      hoursWhenToSend: 18,
    });
  });

  it('the rules come in the spec’s order: language, text, hour', () => {
    expect(categoryMessageProblem({ language: 'xx', messageText: '', hoursWhenToSend: 30 })).toBe(
      CATEGORY_MESSAGE_TEXTS.selectLanguage,
    );
    expect(categoryMessageProblem({ language: 'sv', messageText: '', hoursWhenToSend: 30 })).toBe(
      CATEGORY_MESSAGE_TEXTS.emptyText,
    );
    expect(categoryMessageProblem({ language: 'sv', messageText: 'x', hoursWhenToSend: 30 })).toBe(
      CATEGORY_MESSAGE_TEXTS.hours,
    );
  });

  it('the send hour is a whole number from 0 to 23', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 100 }), (hour) => {
        expect(sendHourOf(hour)).toBe(hour >= 0 && hour <= 23 ? hour : null);
        expect(sendHourOf(String(hour))).toBe(hour >= 0 && hour <= 23 ? hour : null);
      }),
    );
    for (const bad of [null, '', ' ', 6.5, '6.5', 'six', Number.NaN, true])
      expect(sendHourOf(bad)).toBeNull();
  });

  it('the form schema lets empty fields through so the rules can name them', () => {
    expect(categoryMessageFormSchema.safeParse({ categoryId: 1, categoryType: 'CUSTOM' }).success).toBe(true);
  });
});

describe('category message versions', () => {
  const content: CategoryMessageContent = {
    language: 'sv',
    messageTitle: 'Kväll',
    messageText: 'Hej',
    isEnabled: true,
    sendMoreThanOnce: true,
    sendToSmartwatch: true,
    sendToMobile: true,
    hoursWhenToSend: 18,
  };

  it('an unsent message keeps its version', () => {
    expect(
      savingMakesNewVersion({ ...content, sentToPatients: false }, { ...content, messageText: 'Ny' }),
    ).toBe(false);
  });
  it('a sent message saved with any change gets a new version', () => {
    for (const change of [
      { messageText: 'Ny' },
      { hoursWhenToSend: 7 },
      { isEnabled: false },
      { messageTitle: '' },
    ]) {
      expect(savingMakesNewVersion({ ...content, sentToPatients: true }, { ...content, ...change })).toBe(
        true,
      );
    }
  });
  it('a sent message saved unchanged keeps its version', () => {
    expect(savingMakesNewVersion({ ...content, sentToPatients: true }, content)).toBe(false);
  });
});

describe('outbox ids', () => {
  it('name a kind and a row', () => {
    expect(outboxMessageIdSchema.safeParse('category-12').success).toBe(true);
    expect(outboxMessageIdSchema.safeParse('patient-7').success).toBe(true);
    for (const bad of ['category-0', 'patient-', 'other-1', 'patient-01', 'category-1; drop']) {
      expect(outboxMessageIdSchema.safeParse(bad).success).toBe(false);
    }
  });
});
