import { hasRights, type RightsGroup } from '@vigil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { authHeaders, createClinic, createPatient, createUser, loginAs } from '../test/factory.ts';
import { databaseFingerprint } from '../test/fingerprint.ts';

/** The other clinic's records a route's path can name, and what our caller owns. */
interface World {
  readonly theirPatient: number;
  readonly theirLimit: number;
  readonly theirPrediction: number;
  readonly ourClinic: number;
  readonly ourList: number;
  readonly wetVariable: number;
  readonly intervention: number;
  readonly theirIntervention: number;
}

/** What `:id` names in each route whose path carries a record of a patient. */
const PATIENT_BEARING: Record<string, (world: World) => number> = {
  '/api/v1/patients/:id': (world) => world.theirPatient,
  '/api/v1/patients/:id/access': (world) => world.theirPatient,
  '/api/v1/patients/:id/alert-acknowledgements': (world) => world.theirPatient,
  '/api/v1/patients/:id/activate/:flag': (world) => world.theirPatient,
  '/api/v1/patients/:id/ai-suggested-categories': (world) => world.theirPatient,
  '/api/v1/patients/:id/ai-variable-data': (world) => world.theirPatient,
  '/api/v1/patients/:id/all-technical-errors-fixed': (world) => world.theirPatient,
  '/api/v1/patients/:id/category-messages': (world) => world.theirPatient,
  '/api/v1/patients/:id/check-early-treatment': (world) => world.theirPatient,
  '/api/v1/patients/:id/clinic-choices': (world) => world.theirPatient,
  '/api/v1/patients/:id/clinics/:clinicId': (world) => world.theirPatient,
  '/api/v1/patients/:id/create-outcome-variable/value/:value': (world) => world.theirPatient,
  '/api/v1/patients/:id/dryweight': (world) => world.theirPatient,
  '/api/v1/patients/:id/enable-service/number-of-days/:days': (world) => world.theirPatient,
  '/api/v1/patients/:id/hospitalcontacts': (world) => world.theirPatient,
  '/api/v1/patients/:id/medical-status-rapport-gpt': (world) => world.theirPatient,
  '/api/v1/patients/:id/nights': (world) => world.theirPatient,
  '/api/v1/patients/:id/patient-message': (world) => world.theirPatient,
  '/api/v1/patients/:id/patient-messages': (world) => world.theirPatient,
  '/api/v1/patients/:id/predict-treatment': (world) => world.theirPatient,
  '/api/v1/patients/:id/reviewed': (world) => world.theirPatient,
  '/api/v1/patients/:id/status': (world) => world.theirPatient,
  '/api/v1/patients/:id/technical-errors': (world) => world.theirPatient,
  '/api/v1/patients/:id/variable-values/acronym/:acronym': (world) => world.theirPatient,
  '/api/v1/patients/:id/variablehistory': (world) => world.theirPatient,
  '/api/v1/patients/:id/variablehistory/acronym': (world) => world.theirPatient,
  '/api/v1/patients/:id/variablehistory/grouped': (world) => world.theirPatient,
  '/api/v1/patients/:id/variables/:varId/limit': (world) => world.theirPatient,
  '/api/v1/patients/:id/variables/:varId/limitsuser': (world) => world.theirPatient,
  '/api/v1/intervention-patient/all/patient/:id': (world) => world.theirPatient,
  '/api/v1/session/smartwatch/patient/:id': (world) => world.theirPatient,
  '/api/v1/limitsuser/:id': (world) => world.theirLimit,
  '/api/v1/ai-scores/:id/feature-importances': (world) => world.theirPrediction,
  '/api/v1/ai-scores/:id/certainty': (world) => world.theirPrediction,
  // Our own list, their patient: adding or removing them must not reach across.
  '/api/v1/customusercategories/:id/patients/:patientId': (world) => world.ourList,
};

/** Routes whose path names no patient's record, and why. */
const NOT_PATIENT_BEARING: Record<string, string> = {
  '/api/v1/alarm-type/delete/:id': 'a catalogue entry (product admin)',
  '/api/v1/category-language/delete/:id': 'a category’s name (product admin)',
  '/api/v1/category-message/:idOrSendNowFlag': 'a category’s message, shared clinic-wide',
  '/api/v1/customusercategories/:id':
    'the caller’s own list (another user’s list is tested by the lists suite)',
  '/api/v1/limitsgeneral/:id': 'a general limit applies to every clinic',
  '/api/v1/rule-based-categories/:id': 'a category (visibility tested by the categories suite)',
  '/api/v1/rule-based-categories/:id/patients': 'a category; its members are scoped (panels suite)',
  '/api/v1/rule-based-categories/patients/:name': 'a category name; members are scoped (panels suite)',
  '/api/v1/rule-based-categories/patients/:name/details': 'a category name; members are scoped',
  '/api/v1/statisticsuniquehospitalizations/:startDate/:endDate': 'dates (product admin)',
  '/api/v1/mobile/nightly-entries/:night': 'a device route: the patient is the credential’s own',
  '/api/v1/app-admin/rule-based-categories/:id/alert-category/:flag': 'a category switch (product admin)',
  '/api/v1/app-admin/rule-based-categories/:id/premium-feature-category/:flag': 'a category switch',
  '/api/v1/app-admin/rule-based-categories/:id/suggest-category/:flag': 'a category switch',
  '/api/v1/users/my-sessions/:id': 'the caller’s own session (another’s is 404: own-sessions suite)',
  '/api/v1/users/:id/totp': 'a user, within the admin’s reach (second-factor suite)',
};

/** Fields of a body or query that name a patient or one of their records. */
const PATIENT_INPUT_FIELDS = ['patientId', 'idpatient', 'patientIds', 'idinterventionPatient'];

/** Routes that name a patient in their body: a whole valid body naming the other clinic's. */
const BODY_PATIENT_BEARING: Record<string, (world: World) => object> = {
  'POST /api/v1/intervention-patient/create': (world) => ({
    intervention: { idintervention: world.intervention },
    patientId: world.theirPatient,
    comment: 'Reaching across',
    startDate: '2026-11-01',
  }),
  'PUT /api/v1/intervention-patient/update': (world) => ({
    intervention: { idintervention: world.intervention },
    patientId: world.theirPatient,
    idinterventionPatient: world.theirIntervention,
    comment: 'Reaching across',
    startDate: '2026-11-01',
  }),
};

/** Queries that routes check before the patient: with them valid, the scope is what refuses. */
const QUERIES: Record<string, string> = {
  '/api/v1/patients/:id/variablehistory/acronym': '?variableAcronym=WET',
  '/api/v1/patients/:id/variablehistory/grouped': '?acronyms=WET,DRY',
};

/**
 * For every route whose path names a patient or one of their records: a caller of another
 * clinic, with every right the route asks for, gets 404 and nothing changes. The tables above
 * must name every route with a path parameter, so a new route cannot skip this suite.
 */
describe('another clinic’s patient, through every route that names one', () => {
  let server: TestApp;
  let world: World;
  const tokens = new Map<RightsGroup, string>();

  beforeAll(async () => {
    server = await createTestApp();
    const { db } = server.database;
    const ours = await createClinic(db);
    const theirs = await createClinic(db);
    const theirPatient = (await createPatient(db, { clinicIds: [theirs.clinicId] })).id;
    const wet = await db
      .selectFrom('patientVariable')
      .select('id')
      .where('code', '=', 'WET')
      .executeTakeFirstOrThrow();
    const limit = await db
      .insertInto('limitUser')
      .values({
        patientId: theirPatient,
        variableId: wet.id,
        alertLow: 0,
        abnormalLow: 0,
        lowerLimitNormal: 0,
        upperLimitNormal: 3,
        abnormalHigh: 6,
        alertHigh: 10,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const model = await db
      .insertInto('aiModel')
      .values({
        kind: 'treatment_outcome',
        version: 1,
        trainedAt: new Date(),
        parameters: '{}',
        metrics: '{}',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const prediction = await db
      .insertInto('aiPrediction')
      .values({ patientId: theirPatient, modelId: model.id, riskScore: 0.5, riskScoreRank: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const intervention = await db
      .insertInto('intervention')
      .values({ name: 'Alarm check', type: 'One day intervention' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const theirIntervention = await db
      .insertInto('patientIntervention')
      .values({
        patientId: theirPatient,
        interventionId: intervention.id,
        comment: '',
        startDate: '2026-10-01',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const admin = await createUser(db, { role: 'ROLE_ADMIN', clinicIds: [ours.clinicId] });
    const list = await db
      .insertInto('customUserCategory')
      .values({ userId: admin.id, name: 'Ours' })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const group of ['USER_RIGHTS', 'SUPERUSER_RIGHTS', 'ADMIN_RIGHTS'] as const) {
      tokens.set(group, await loginAs(server.app, admin));
    }
    world = {
      theirPatient,
      theirLimit: limit.id,
      theirPrediction: prediction.id,
      ourClinic: ours.clinicId,
      ourList: list.id,
      wetVariable: wet.id,
      intervention: intervention.id,
      theirIntervention: theirIntervention.id,
    };
  });
  afterAll(() => server.close());

  const withParameters = (url: string, id: number) =>
    url
      .replace(':id', String(id))
      .replace(':patientId', String(world.theirPatient))
      .replace(':clinicId', String(world.ourClinic))
      .replace(':varId', String(world.wetVariable))
      .replace(':acronym', 'WET')
      .replace(':flag', 'true')
      .replace(':value', '1')
      .replace(':days', '30');

  it('every route with a path parameter is classified', () => {
    const unclassified = server.app.declaredRoutes
      .filter((route) => route.url.includes(':'))
      .map((route) => route.url)
      .filter((url) => !(url in PATIENT_BEARING) && !(url in NOT_PATIENT_BEARING));
    expect([...new Set(unclassified)]).toEqual([]);
  });

  it('answers 404 on each and changes nothing', async () => {
    const before = await databaseFingerprint(server.database.db);
    const answers: Record<string, number> = {};
    let tried = 0;
    for (const route of server.app.declaredRoutes) {
      const target = PATIENT_BEARING[route.url];
      if (!target || route.access === 'public' || route.access === 'device') continue;
      // The product admin's routes are refused to this caller before any id is read (403 suite).
      if (!hasRights('ROLE_ADMIN', route.access)) continue;
      const key = `${route.method} ${route.url}`;
      const response = await server.app.inject({
        method: route.method as 'GET',
        url: withParameters(route.url, target(world)) + (QUERIES[route.url] ?? ''),
        headers: authHeaders(tokens.get(route.access)!),
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      answers[key] = response.statusCode;
      tried++;
    }
    expect(tried).toBeGreaterThan(30);
    expect(Object.entries(answers).filter(([, status]) => status !== 404)).toEqual([]);
    expect(await databaseFingerprint(server.database.db)).toEqual(before);
  });

  it('every route that takes a patient in its body is listed, and answers 404 changing nothing', async () => {
    const carrying = server.app.declaredRoutes
      .filter((route) => route.inputKeys.some((key) => PATIENT_INPUT_FIELDS.includes(key)))
      .map((route) => `${route.method} ${route.url}`);
    expect(carrying.sort()).toEqual(Object.keys(BODY_PATIENT_BEARING).sort());
    const before = await databaseFingerprint(server.database.db);
    for (const [key, body] of Object.entries(BODY_PATIENT_BEARING)) {
      const [method, url] = key.split(' ') as [string, string];
      const response = await server.app.inject({
        method: method as 'POST',
        url,
        headers: authHeaders(tokens.get('USER_RIGHTS')!),
        payload: body(world),
      });
      expect(response.statusCode, key).toBe(404);
    }
    expect(await databaseFingerprint(server.database.db)).toEqual(before);
  });
});
