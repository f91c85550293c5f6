import type { Language, Limit, PatientVariable } from '@vigil/domain';
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

  async function catalogue(server: TestApp, language: Language = 'en'): Promise<PatientVariable[]> {
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

  it('names every variable, its heading and its unit word in the caller’s language', async () => {
    const german = await catalogue(bedwetting, 'de');
    expect(german.find((variable) => variable.acronyme === 'WET')).toMatchObject({
      variableName: 'Wet nights',
      variableNameTranslate: 'Nasse Nächte',
      acronyme: 'WET',
      acronymeTranslate: 'NASS',
      units: 'Nächte',
    });
    for (const variable of german)
      expect(variable.variableNameTranslate, variable.acronyme).not.toBe(variable.variableName);
    const genericGerman = await catalogue(generic, 'de');
    expect(genericGerman.find((variable) => variable.acronyme === 'SYS')).toMatchObject({
      variableNameTranslate: 'Systolischer Blutdruck',
      acronymeTranslate: 'SYS',
      units: 'mmHg',
    });
    expect(genericGerman.find((variable) => variable.acronyme === 'PULSE')?.units).toBe('Schläge/min');
    const english = await catalogue(bedwetting, 'en');
    expect(english.find((variable) => variable.acronyme === 'WET')).toMatchObject({
      variableNameTranslate: 'Wet nights',
      units: 'nights',
    });
  });

  it('names the limits’ variables in the caller’s language', async () => {
    const db = bedwetting.database.db;
    const user = await createUser(db, { clinicIds: [(await createClinic(db)).clinicId] });
    await db.updateTable('appUser').set({ language: 'fr' }).where('id', '=', user.id).execute();
    const response = await bedwetting.app.inject({
      url: '/api/v1/limitsgeneral',
      headers: authHeaders(await loginAs(bedwetting.app, user)),
    });
    expect(response.statusCode).toBe(200);
    const wet = response.json<Limit[]>().find((limit) => limit.patientVariable.acronyme === 'WET');
    expect(wet?.patientVariable).toMatchObject({ variableName: 'Nuits mouillées', units: 'nuits' });
  });
});
