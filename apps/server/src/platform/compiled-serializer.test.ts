import { patientListResponseSchema, type PatientListResponse } from '@vigil/domain';
import Fastify from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { compiledSerializer } from './compiled-serializer.ts';
import { installErrorHandler } from './errors.ts';

const row = {
  idpatient: 7,
  firstName: 'Ada',
  lastName: 'Lind "Junior"',
  fullName: 'Ada Lind "Junior"',
  dateOfBirth: '2015-03-02',
  age: 11,
  gender: 'Female',
  language: 'sv',
  inactive: false,
  approvedClinic: null,
  clinicsName: ['North', 'Söder'],
  service: { state: 'TRIAL', until: '2026-12-01' },
  serviceEnabled: false,
  serviceExpiryDate: null,
  serviceTrialExpiryDate: '2026-12-01',
  daysSinceRegistration: 40,
  daysSinceFirstEntry: null,
  latestAiPrediction: {
    idaiPredictions: 3,
    riskScore: 0.4172,
    riskScoreRank: null,
    asOf: '2026-11-20',
    madeAt: '2026-11-20T04:30:00.000Z',
    stale: { reason: 'noEntries', days: 42 },
  },
  reviewed: { at: '2026-11-21T07:15:00.000Z', iduser: 5, name: 'Anna Ek' },
  newDataSinceReview: true,
  dangerList: {
    '11': {
      status: 'ABNORMAL_HIGH',
      isPatientLimit: true,
      variableValue: 38.4,
      variableValueFull: 38.4127,
      daysSince: 0,
      limitIndex: 0,
    },
    '12': {
      status: 'NOT_SET_LIMIT',
      isPatientLimit: false,
      variableValue: null,
      variableValueFull: null,
      daysSince: null,
      limitIndex: null,
    },
  },
} satisfies PatientListResponse['patients'][number];

const page = {
  patients: [row, { ...row, idpatient: 8, latestAiPrediction: null, dangerList: {} }],
  total: 2,
  page: 0,
  pageSize: 100,
  variables: [
    {
      idpatientVariables: 11,
      acronyme: 'TEMP',
      acronymeTranslate: 'TEMP',
      variableName: 'Temperature',
      units: '°C',
      priority: 1,
    },
  ],
  pendingApproval: true,
  limits: [
    {
      alertLow: 34,
      abnormalLow: 35,
      lowerLimitNormal: 36,
      upperLimitNormal: 37.5,
      abnormalHigh: 38,
      alertHigh: 39.5,
    },
  ],
} satisfies PatientListResponse;

function appAnswering(answer: unknown) {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  app.get(
    '/list',
    { serializerCompiler: compiledSerializer, schema: { response: { 200: patientListResponseSchema } } },
    // The answer is built loosely on purpose: the serializer is what holds the contract here.
    () => answer as PatientListResponse,
  );
  return app;
}

describe('compiled serializer', () => {
  it('writes the same JSON as zod did', async () => {
    const response = await appAnswering(page).inject({ url: '/list' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(JSON.stringify(patientListResponseSchema.parse(page)));
  });

  it('leaves out every field the schema does not name, at any depth', async () => {
    const leaky = {
      ...page,
      secret: 'top',
      patients: [
        {
          ...row,
          socialSecurityNr: '20150302-1234',
          service: { ...row.service, note: 'x' },
          latestAiPrediction: { ...row.latestAiPrediction, contributions: [1, 2] },
          dangerList: {
            '11': { ...row.dangerList['11'], ownLimitId: 5 },
          },
        },
      ],
      limits: [{ ...page.limits[0], idlimits: 9 }],
    };
    const response = await appAnswering(leaky).inject({ url: '/list' });
    expect(response.statusCode).toBe(200);
    for (const name of ['secret', 'socialSecurityNr', 'note', 'contributions', 'ownLimitId', 'idlimits'])
      expect(response.body).not.toContain(name);
    expect(response.json()).toEqual(
      patientListResponseSchema.parse({
        ...page,
        patients: [{ ...row, dangerList: { '11': row.dangerList['11'] } }],
      }),
    );
  });

  it('an answer missing a required field is a 500 that reveals nothing', async () => {
    const { fullName: _left, ...withoutName } = row;
    const response = await appAnswering({ ...page, patients: [withoutName] }).inject({ url: '/list' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'An error occurred', code: 'INTERNAL' });
  });
});
