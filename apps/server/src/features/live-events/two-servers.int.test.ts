import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppOn, type TestApp } from '../../test/app.ts';
import { createTestDatabase } from '../../test/database.ts';
import { authHeaders, createClinic, createPatient, createUser, loginAs } from '../../test/factory.ts';
import { listenLocally, openEvents } from '../../test/live-events.ts';
import type { Database } from '../../db/database.ts';

/**
 * Two servers on one database, as behind a load balancer: a change made through one reaches a
 * user whose stream is on the other, through the database's NOTIFY. On PostgreSQL each server
 * has its own LISTEN connection; the embedded database belongs to one process, where both apps
 * share it.
 */
describe('live changes across two servers on one database', () => {
  let database: Database;
  let first: TestApp;
  let second: TestApp;
  let firstUrl: string;
  let secondUrl: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    first = await createTestAppOn(database);
    second = await createTestAppOn(database);
    firstUrl = await listenLocally(first.app);
    secondUrl = await listenLocally(second.app);
  }, 300_000);
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await database?.close();
  });

  it('a patient deactivated through one server reaches the nurse connected to the other, and only her', async () => {
    const db = database.db;
    const ours = await createClinic(db);
    const theirs = await createClinic(db);
    const child = await createPatient(db, { clinicIds: [ours.clinicId] });
    const otherChild = await createPatient(db, { clinicIds: [theirs.clinicId] });
    const nurse = await createUser(db, { clinicIds: [ours.clinicId] });
    const colleague = await createUser(db, { clinicIds: [ours.clinicId] });
    const outsider = await createUser(db, { clinicIds: [theirs.clinicId] });
    const nurseStream = await openEvents(firstUrl, await loginAs(first.app, nurse));
    const outsiderStream = await openEvents(firstUrl, await loginAs(first.app, outsider));
    await nurseStream.waitFor((event) => event.event === 'ready');
    await outsiderStream.waitFor((event) => event.event === 'ready');

    const token = await loginAs(second.app, colleague);
    const sent = await fetch(`${secondUrl}/api/v1/patients/${child.id}/activate/false`, {
      method: 'PUT',
      headers: authHeaders(token),
    });
    expect(sent.status).toBe(200);

    expect(
      await nurseStream.waitForChange((change) => change.patientId === child.id && change.kind === 'patient'),
    ).toEqual({ patientId: child.id, kind: 'patient' });
    // The outsider's own patient changes last: by then the deactivation had been filtered for her too.
    await db.insertInto('patientMessage').values({ patientId: otherChild.id, text: 'Hello' }).execute();
    await outsiderStream.waitForChange((change) => change.patientId === otherChild.id);
    expect(outsiderStream.changes().map((change) => change.patientId)).toEqual([otherChild.id]);
    nurseStream.close();
    outsiderStream.close();
  });

  it('a server that stops ends its streams, saying so', async () => {
    const clinic = await createClinic(database.db);
    const nurse = await createUser(database.db, { clinicIds: [clinic.clinicId] });
    const third = await createTestAppOn(database);
    const stream = await openEvents(await listenLocally(third.app), await loginAs(third.app, nurse));
    await stream.waitFor((event) => event.event === 'ready');
    const closing = third.close();
    expect(await stream.waitFor((event) => event.event === 'end')).toEqual({
      event: 'end',
      data: { reason: 'shutdown' },
    });
    await closing;
  });
});
