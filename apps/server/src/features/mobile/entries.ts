import type {
  NightlyEntryBatchResult,
  NightlyEntryInput,
  TechnicalErrorBatchResult,
  TechnicalErrorReport,
} from '@vigil/domain';
import type { Db } from '../../db/database.ts';
import type { Device } from '../../platform/auth/devices.ts';
import { runOnce, type KeyedRequest, type KeyedResponse } from './idempotency.ts';
import { createNewNightsWriter } from './new-nights.ts';
import { checkNightlyEntries, recordNightlyEntries } from './nightly-entries.ts';
import { checkTechnicalErrors, recordTechnicalErrors } from './technical-errors.ts';

/** One keyed write of a device: who sends it, under which Idempotency-Key, for which call. */
interface DeviceWrite {
  readonly device: Device;
  readonly key: string;
  readonly route: string;
}

/** What the phone and the watch write: nights and alarm errors, each at most once per key. */
export interface EntryService {
  /** Records nights (one or many); a night already recorded changes only with `correction`. */
  recordNights(
    write: DeviceWrite & { entries: readonly NightlyEntryInput[] },
  ): Promise<KeyedResponse<NightlyEntryBatchResult>>;
  /** Corrects (or records) one night; the entry it replaces stays in the history. */
  correctNight(
    write: DeviceWrite & { entry: NightlyEntryInput },
  ): Promise<KeyedResponse<NightlyEntryBatchResult['entries'][number]>>;
  /** Records technical errors of the alarm. */
  reportTechnicalErrors(
    write: DeviceWrite & { errors: readonly TechnicalErrorReport[] },
  ): Promise<KeyedResponse<TechnicalErrorBatchResult>>;
}

/**
 * The entry service of a server. New nights under a new key go out in groups (one statement and
 * one commit for many phones, docs/decisions/mobile-api.md#ingestion-in-groups); whatever the group cannot
 * take — a correction, a key seen before, a night already there — takes the careful path: its own
 * transaction under the key's lock, which also answers a retry with the first answer.
 */
export function createEntryService(db: Db): EntryService {
  const newNights = createNewNightsWriter(db);
  const keyed = ({ device, key, route }: DeviceWrite, body: unknown): KeyedRequest => ({
    scope: `patient:${device.patientId}`,
    patientId: device.patientId,
    key,
    route,
    body,
  });

  return {
    async recordNights(write) {
      const { device, entries } = write;
      checkNightlyEntries(entries, device, new Date());
      const request = keyed(write, { entries });
      return (
        (await newNights.record({ device, entries, request })) ??
        runOnce(db, request, {
          run: async (trx) => {
            const result = await recordNightlyEntries(trx, { device, entries, key: write.key });
            return { status: 200, body: result, stored: result };
          },
        })
      );
    },

    correctNight(write) {
      const { device, entry } = write;
      checkNightlyEntries([entry], device, new Date());
      return runOnce(db, keyed(write, entry), {
        run: async (trx) => {
          const [result] = (await recordNightlyEntries(trx, { device, entries: [entry], key: write.key }))
            .entries;
          return { status: 200, body: result!, stored: result! };
        },
      });
    },

    reportTechnicalErrors(write) {
      const { device, errors } = write;
      checkTechnicalErrors(errors, device, new Date());
      return runOnce(db, keyed(write, { errors }), {
        run: async (trx) => {
          const result = await recordTechnicalErrors(trx, { device, errors, key: write.key });
          return { status: 200, body: result, stored: result };
        },
      });
    },
  };
}
