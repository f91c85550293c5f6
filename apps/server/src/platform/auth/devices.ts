import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { unauthorized } from '../errors.ts';
import { hashToken, newToken } from './tokens.ts';

/**
 * A patient's phone or watch (DESIGN §6). Its credential is not a staff session: it names one
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

/** A device is seen at most this often in its row, so reading it costs no write on most calls. */
const SEEN_THROTTLE = '1 hour';

/**
 * The device a token names, or null when it is unknown or revoked. Records the app version the
 * call carries (X-App-Version) on the device, and a phone's also on the patient, where it
 * decides whether staff can message the patient (spec core §5).
 */
export async function findDevice(db: Db, token: string, appVersion: string | null): Promise<Device | null> {
  const row = await db
    .selectFrom('patientDevice as device')
    .innerJoin('patient', 'patient.id', 'device.patientId')
    .select([
      'device.id',
      'device.patientId',
      'device.kind',
      'patient.timezone',
      sql<boolean>`device.app_version is distinct from coalesce(${appVersion}::text, device.app_version)
        or device.last_seen_at is null or device.last_seen_at < now() - ${SEEN_THROTTLE}::interval`.as(
        'stale',
      ),
      sql<boolean>`device.kind = 'phone' and ${appVersion}::text is not null
        and patient.app_version is distinct from ${appVersion}::text`.as('newPatientVersion'),
    ])
    .where('device.tokenHash', '=', hashToken(token))
    .where('device.revokedAt', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  if (row.stale) {
    await db
      .updateTable('patientDevice')
      .set((eb) => ({
        lastSeenAt: sql<Date>`now()`,
        appVersion: eb.fn.coalesce(sql<string>`${appVersion}::text`, 'appVersion'),
      }))
      .where('id', '=', row.id)
      .execute();
  }
  if (row.newPatientVersion) await recordAppVersion(db, row.patientId, appVersion);
  return { deviceId: row.id, patientId: row.patientId, kind: row.kind, timezone: row.timezone };
}

/** The patient's phone app version, as the messaging rule reads it. */
export async function recordAppVersion(db: Db, patientId: number, appVersion: string | null): Promise<void> {
  if (appVersion === null) return;
  await db.updateTable('patient').set({ appVersion }).where('id', '=', patientId).execute();
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
