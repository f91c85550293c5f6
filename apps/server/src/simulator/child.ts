import { randomUUID } from 'node:crypto';
import {
  addDays,
  localDate,
  type NightlyEntryBatchResult,
  type OutboxMessage,
  type RegistrationOptions,
  type RegistrationResponse,
} from '@vigil/domain';
import {
  forPatient,
  generateBedwettingPatient,
  type BedwettingPatient,
  type Night,
} from '../demo/model/index.ts';
import { MobileClient, type MobileClientOptions } from './client.ts';

/** A night as the phone sends it. */
export interface NightToSend {
  readonly night: string;
  readonly value: 0 | 1 | 2;
  readonly wokeUp: boolean;
  readonly selfWokeUp: boolean;
  readonly timeStampWokeUp: string | null;
  readonly wetSecondTime: boolean;
  readonly correction?: boolean;
}

export interface TechnicalErrorToSend {
  readonly night: string;
  readonly occurredAt: string;
  readonly text: string;
}

export interface ChildOptions extends MobileClientOptions {
  /** The seeded demo model draws the child from (seed, index): the same pair, the same child. */
  readonly seed?: number;
  readonly index?: number;
  /** Nights of treatment before today to simulate (the model may leave some out, as families do). */
  readonly nights?: number;
  /** The clinic to register at; by default one of the offered clinics, by index. */
  readonly clinicId?: number;
  readonly childName?: string;
  readonly timezone?: string;
}

export interface SendOptions {
  /** Nights per request: 1 as on an ordinary morning, more after days offline. */
  readonly batchSize?: number;
  /** Share of requests sent a second time with the same key, as when an answer is lost. */
  readonly repeatRate?: number;
  readonly random?: () => number;
  /** False: send the nights alone, without the model's technical errors of those nights (default true). */
  readonly modelErrors?: boolean;
}

export interface SendSummary {
  readonly requests: number;
  readonly entries: number;
  readonly technicalErrors: number;
  /** Requests sent again on purpose, and how many of those the server answered as replays. */
  readonly repeats: number;
  readonly replays: number;
  /** Sends the client repeated because no answer came (server down, in progress). */
  readonly retries: number;
}

/**
 * A child's phone playing through the mobile API only: registered from a demo-model child, it
 * sends the child's nights and alarm errors and reads its messages.
 */
export class SimulatedChild {
  private sent = 0;

  constructor(
    readonly client: MobileClient,
    readonly patientId: number,
    readonly model: BedwettingPatient,
    readonly timezone: string,
    /** False when the time zone is not the model's: its clock times would fall outside the nights. */
    private readonly modelTimes: boolean,
  ) {}

  get token(): string {
    return this.client.token!;
  }

  /** The model's recorded nights, oldest first, ending with the night that ended this morning at the latest. */
  get recordedNights(): NightToSend[] {
    return this.model.nights.flatMap((night) =>
      night.value === null
        ? []
        : [{ ...toSend(night), ...(this.modelTimes ? {} : { timeStampWokeUp: null }) }],
    );
  }

  /** Nights of the model not sent yet. */
  get remainingNights(): NightToSend[] {
    return this.recordedNights.slice(this.sent);
  }

  /**
   * Sends the next `nights` of the model (all that are left by default), or the given nights,
   * with the technical errors of those nights.
   */
  async sendNights(
    nights?: number | readonly NightToSend[],
    options: SendOptions = {},
  ): Promise<SendSummary> {
    let toSend: readonly NightToSend[];
    if (Array.isArray(nights)) toSend = nights;
    else {
      toSend = this.remainingNights.slice(0, typeof nights === 'number' ? nights : undefined);
      this.sent += toSend.length;
    }
    const batchSize = options.batchSize ?? 1;
    const random = options.random ?? Math.random;
    const withModelErrors = options.modelErrors ?? true;
    const summary = { requests: 0, entries: 0, technicalErrors: 0, repeats: 0, replays: 0, retries: 0 };
    for (let start = 0; start < toSend.length; start += batchSize) {
      const batch = toSend.slice(start, start + batchSize);
      const nightsOfBatch = new Set(batch.map((night) => night.night));
      const errors = this.model.technicalErrors
        .filter((error) => withModelErrors && this.modelTimes && nightsOfBatch.has(error.date))
        .map((error) => ({ night: error.date, occurredAt: error.at, text: error.text }));
      const keyed = [{ path: '/mobile/nightly-entries', body: { entries: batch } }];
      if (errors.length > 0) keyed.push({ path: '/mobile/technical-errors', body: { errors } as never });
      for (const { path, body } of keyed) {
        const key = randomUUID();
        const first = await this.client.call('POST', path, body, key);
        summary.requests++;
        summary.retries += first.attempts - 1;
        if (random() < (options.repeatRate ?? 0)) {
          const again = await this.client.call('POST', path, body, key);
          summary.repeats++;
          if (again.replayed && JSON.stringify(again.body) === JSON.stringify(first.body)) summary.replays++;
        }
      }
      summary.entries += batch.length;
      summary.technicalErrors += errors.length;
    }
    return summary;
  }

  /** Corrects one recorded night to another value (the old entry stays in the history). */
  async correctNight(night: string, value: 0 | 1 | 2): Promise<NightlyEntryBatchResult> {
    const entry: NightToSend = {
      night,
      value,
      wokeUp: value > 0,
      selfWokeUp: false,
      timeStampWokeUp: null,
      wetSecondTime: false,
      correction: true,
    };
    return (
      await this.client.call<NightlyEntryBatchResult>('POST', '/mobile/nightly-entries', { entries: [entry] })
    ).body;
  }

  /** Reads the phone's outbox and acknowledges every message as read. */
  async readMessages(): Promise<OutboxMessage[]> {
    const { body } = await this.client.call<{ messages: OutboxMessage[] }>('GET', '/mobile/messages');
    if (body.messages.length > 0) {
      await this.client.call('POST', '/mobile/messages/acknowledgements', {
        ids: body.messages.map((message) => message.id),
        kind: 'read',
      });
    }
    return body.messages;
  }

  /** Pairs a watch with a code from this phone; the watch's own client. */
  async pairWatch(): Promise<MobileClient> {
    const { body: pairing } = await this.client.call<{ code: string }>('POST', '/mobile/watch/pairing-code');
    const watch = new MobileClient(this.client.baseUrl, { appVersion: '1.0.0' });
    const { body } = await watch.call<{ deviceToken: string }>('POST', '/mobile/watch/pair', {
      code: pairing.code,
      appVersion: '1.0.0',
    });
    watch.token = body.deviceToken;
    return watch;
  }
}

/**
 * Nights built from values (0 dry, 1 wet, 2 very wet) ending with the night that ended this
 * morning in the time zone: for tests that need a known pattern.
 */
export function nightsFromValues(
  values: readonly (0 | 1 | 2)[],
  timezone: string,
  now = new Date(),
): NightToSend[] {
  const today = localDate(now, timezone);
  return values.map((value, index) => ({
    night: addDays(today, index - values.length + 1),
    value,
    wokeUp: value > 0,
    selfWokeUp: false,
    timeStampWokeUp: null,
    wetSecondTime: false,
  }));
}

/** Registers a child drawn from the demo model through POST /mobile/registration. */
export async function registerChild(baseUrl: string, options: ChildOptions = {}): Promise<SimulatedChild> {
  const index = options.index ?? Math.floor(Math.random() * 1_000_000);
  const nights = options.nights ?? 14;
  const model = generateBedwettingPatient(forPatient(options.seed ?? 20261121, index), {
    index,
    today: new Date(),
    historyDays: nights + 1,
    startDaysAgo: nights + 1,
  });
  const { profile } = model;
  const client = new MobileClient(baseUrl, {
    ...options,
    appVersion: options.appVersion ?? profile.appVersion,
  });
  const { body: offered } = await client.call<RegistrationOptions>('GET', '/mobile/registration-options');
  const clinic =
    offered.clinics.find((candidate) => candidate.idclinic === options.clinicId) ??
    offered.clinics[index % offered.clinics.length];
  if (!clinic) throw new Error('the server offers no clinic to register at');
  const alarm = offered.alarmTypes.find(
    (type) => type.alarmType.toLowerCase() === profile.alarmTypeName.toLowerCase(),
  );
  const timezone = options.timezone ?? profile.timezone;
  const { body } = await client.call<RegistrationResponse>('POST', '/mobile/registration', {
    clinicId: clinic.idclinic,
    childName: options.childName ?? profile.childName,
    parentName: profile.parentName,
    age: profile.age,
    gender: profile.gender,
    clinicName: clinic.clinicName,
    dbLanguage: profile.language,
    town: profile.town,
    countryId: clinic.countryId,
    timezone,
    alarmTypeName: alarm?.alarmType ?? null,
    appVersion: client.appVersion,
    answerA: profile.answerA,
    answerB: profile.answerB,
    answerC: profile.answerC,
    answerD1: profile.answerD1,
    answerD2: profile.answerD2,
    answerD3: profile.answerD3,
    answerD4: profile.answerD4,
    answerD5: profile.answerD5,
    answerD6: profile.answerD6,
    answerD7: profile.answerD7,
    answerD8: profile.answerD8,
    answerD9: profile.answerD9,
    answerD10: profile.answerD10,
  });
  client.token = body.deviceToken;
  return new SimulatedChild(client, body.patient.patientId, model, timezone, timezone === profile.timezone);
}

function toSend(night: Night): NightToSend {
  return {
    night: night.date,
    value: night.value!,
    wokeUp: night.wokeUp,
    selfWokeUp: night.selfWokeUp,
    timeStampWokeUp: night.timeStampWokeUp,
    wetSecondTime: night.wetSecondTime,
  };
}
