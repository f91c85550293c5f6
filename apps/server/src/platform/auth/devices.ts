import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { createBatcher } from '../batcher.ts';
import { unauthorized } from '../errors.ts';
import { hashToken, newToken } from './tokens.ts';
import { devicePatient } from '../access/patient-data.ts';

/**
 * A patient's phone or watch (docs/requirements/mobile.md#device-api). Its credential is not a staff session: it names one
 * patient, it opens only the routes declared `access: 'device'`, and a staff route answers it 401.
 */
export interface Device {
  readonly deviceId: number;
  readonly patientId: number;
  readonly kind: 'phone' | 'watch';
  /** The patient's time zone, which dates every night the device sends. */
  readonly timezone: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authentication hook on device routes; null everywhere else. */
    device: Device | null;
  }
}

/** The device behind a device route (the authentication hook has already refused anything else). */
export function requireDevice(request: FastifyRequest): Device {
  if (!request.device) throw unauthorized();
  return request.device;
}

/** A new credential for a patient's device; only its digest is stored, as for staff sessions. */
export async function issueDeviceCredential(
  db: Db,
  device: { patientId: number; kind: Device['kind']; appVersion: string | null },
): Promise<{ token: string; deviceId: number }> {
  const token = newToken();
  const row = await db
    .insertInto('patientDevice')
    .values({
      patientId: device.patientId,
      kind: device.kind,
      tokenHash: hashToken(token),
      appVersion: device.appVersion,
      lastSeenAt: sql<Date>`now()`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { token, deviceId: row.id };
}

/** How often a device's last-seen time is written: reading it costs no write on most calls. */
const SEEN_THROTTLE = '1 hour';

interface DeviceLookup {
  readonly token: string;
  readonly appVersion: string | null;
}

export type DeviceFinder = (token: string, appVersion: string | null) => Promise<Device | null>;

/**
 * Finds the device a token names, or null when it is unknown or revoked. Records the app version
 * the call carries (X-App-Version) on the device, and a phone's also on the patient, where it
 * decides whether staff can message the patient (docs/requirements/patients.md#app-version). Lookups that arrive together
 * share one statement: under a stream of nightly entries a statement per request was a tenth of
 * the server's time.
 */
export function createDeviceFinder(db: Db): DeviceFinder {
  const find = createBatcher<DeviceLookup, Device | null>({
    run: (lookups) => findDevices(db, lookups),
    maxSize: 500,
    maxInFlight: 2,
  });
  return (token, appVersion) => find({ token, appVersion });
}

async function findDevices(db: Db, lookups: readonly DeviceLookup[]): Promise<(Device | null)[]> {
  const { rows } = await sql<{
    ordinal: string;
    id: number;
    patientId: number;
    kind: Device['kind'];
    timezone: string;
    stale: boolean;
    newPatientVersion: boolean;
  }>`
    select lookup.ordinal, device.id, device.patient_id, device.kind, patient.timezone,
      device.app_version is distinct from coalesce(lookup.app_version, device.app_version)
        or device.last_seen_at is null or device.last_seen_at < now() - ${SEEN_THROTTLE}::interval as stale,
      device.kind = 'phone' and lookup.app_version is not null
        and patient.app_version is distinct from lookup.app_version as new_patient_version
    from unnest(${lookups.map((lookup) => hashToken(lookup.token))}::text[],
        ${lookups.map((lookup) => lookup.appVersion)}::text[]) with ordinality as lookup(token_hash, app_version, ordinal)
    join patient_device device on device.token_hash = lookup.token_hash and device.revoked_at is null
    join patient on patient.id = device.patient_id`.execute(db);
  const versionOf = (row: (typeof rows)[number]) => lookups[Number(row.ordinal) - 1]!.appVersion;
  const stale = rows.filter((row) => row.stale);
  if (stale.length > 0) {
    await sql`
      update patient_device device
      set last_seen_at = now(), app_version = coalesce(seen.app_version, device.app_version)
      from unnest(${stale.map((row) => row.id)}::int[], ${stale.map(versionOf)}::text[]) as seen(id, app_version)
      where device.id = seen.id`.execute(db);
  }
  for (const row of rows) {
    if (row.newPatientVersion) await recordAppVersion(db, row.patientId, versionOf(row));
  }
  const found: (Device | null)[] = lookups.map(() => null);
  for (const row of rows) {
    found[Number(row.ordinal) - 1] = {
      deviceId: row.id,
      patientId: row.patientId,
      kind: row.kind,
      timezone: row.timezone,
    };
  }
  return found;
}

/** The patient's phone app version, as the messaging rule reads it. */
export async function recordAppVersion(db: Db, patientId: number, appVersion: string | null): Promise<void> {
  if (appVersion === null) return;
  await devicePatient(db, patientId).update().set({ appVersion }).execute();
}

/** Ends the credentials of a patient's devices of one kind at once; returns how many were active. */
export async function revokeDevices(
  db: Db,
  patientId: number,
  kind: Device['kind'],
  exceptId?: number,
): Promise<number> {
  let query = db
    .updateTable('patientDevice')
    .set({ revokedAt: sql<Date>`now()` })
    .where('patientId', '=', patientId)
    .where('kind', '=', kind)
    .where('revokedAt', 'is', null);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
