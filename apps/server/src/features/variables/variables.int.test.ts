import type { PatientVariable } from '@vigil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeaders, createClinic, createUser, loginAs } from '../../test/factory.ts';

describe('variable catalogue', () => {
  let bedwetting: TestApp;
  let generic: TestApp;

  beforeAll(async () => {
    [bedwetting, generic] = await Promise.all([createTestApp(), createTestApp({ CUSTOMER: 'generic' })]);
  });
  afterAll(() => Promise.all([bedwetting.close(), generic.close()]));

  async function catalogue(server: TestApp, language: 'en' | 'sv' = 'en'): Promise<PatientVariable[]> {
    const db = server.database.db;
    const user = await createUser(db, { clinicIds: [(await createClinic(db)).clinicId] });
    await db.updateTable('appUser').set({ language }).where('id', '=', user.id).execute();
    const response = await server.app.inject({
      url: '/api/v1/patientvariables',
      headers: authHeaders(await loginAs(server.app, user)),
    });
    expect(response.statusCode).toBe(200);
    return response.json<PatientVariable[]>();
  }

  it('lists the flavour’s variables and the AI outputs, in the spec’s shape', async () => {
    const variables = await catalogue(bedwetting);
    const codes = variables.map((variable) => variable.acronyme);
    expect(codes.slice(0, 2)).toEqual(['WET', 'VWET']);
    expect(codes).toContain('AI_SUCC');
    expect(codes).not.toContain('SPO2');
    expect(variables[0]).toEqual({
      idpatientVariables: expect.any(Number) as number,
      variableName: 'Wet nights',
      variableNameTranslate: 'Wet nights',
      acronyme: 'WET',
      acronymeTranslate: 'WET',
      units: 'nights',
    });
  });

  it('the generic flavour lists its own variables', async () => {
    const codes = (await catalogue(generic)).map((variable) => variable.acronyme);
    expect(codes).toContain('SPO2');
    expect(codes).toContain('RISK_SCORE');
    expect(codes).not.toContain('AI_DROPOUT');
    expect(codes).not.toContain('WET');
  });

  it('names a variable in the caller’s language where a translation exists', async () => {
    const db = bedwetting.database.db;
    const wet = await db
      .selectFrom('patientVariable')
      .select('id')
      .where('code', '=', 'WET')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('variableNameTranslation')
      .values({ variableId: wet.id, language: 'sv', variableName: 'Våta nätter', acronym: 'VÅT' })
      .execute();
    const swedish = await catalogue(bedwetting, 'sv');
    expect(swedish.find((variable) => variable.acronyme === 'WET')).toMatchObject({
      variableName: 'Wet nights',
      variableNameTranslate: 'Våta nätter',
      acronymeTranslate: 'VÅT',
    });
    expect(swedish.find((variable) => variable.acronyme === 'DRY')?.variableNameTranslate).toBe('Dry nights');
    const english = await catalogue(bedwetting, 'en');
    expect(english.find((variable) => variable.acronyme === 'WET')?.variableNameTranslate).toBe('Wet nights');
  });
});
