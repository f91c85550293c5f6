import { OTHER_VARIABLES, type IcdCode, type OtherVariableOption, type Physician } from '@vigil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategoryApp } from './test-world.ts';

describe('the category dialog’s look-ups', () => {
  let world: Awaited<ReturnType<typeof createCategoryApp>>;
  let ourDoctor: number;
  let theirDoctor: number;

  beforeAll(async () => {
    world = await createCategoryApp();
    ourDoctor = (
      await world.db
        .insertInto('physician')
        .values({
          firstName: 'Ann',
          middleName: 'K',
          lastName: 'Berg',
          clinicId: world.clinics.ours.clinicId,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    theirDoctor = (
      await world.db
        .insertInto('physician')
        .values({ firstName: 'Bo', lastName: 'Ek', clinicId: world.clinics.theirs.clinicId })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await world.db.insertInto('alarmType').values({ name: 'Rodger' }).execute();
  });
  afterAll(() => world.server.close());

  const search = (text: string) =>
    world
      .call('GET', `/icdcodes?${new URLSearchParams({ search: text }).toString()}`, world.tokens.user)
      .then((response) => {
        expect(response.statusCode).toBe(200);
        return response.json<IcdCode[]>();
      });

  describe('GET /icdcodes', () => {
    it('finds codes by the start of the code, with or without the dot', async () => {
      expect((await search('N39.4')).map((code) => code.icdCode)).toContain('N39.44');
      expect(await search('N3944')).toEqual([{ icdCode: 'N39.44', diagnosisName: 'Nocturnal enuresis' }]);
      expect((await search('n39.44'))[0]).toEqual({ icdCode: 'N39.44', diagnosisName: 'Nocturnal enuresis' });
    });

    it('finds descriptions holding every word, those starting with the search first', async () => {
      const found = await search('nocturnal enuresis');
      expect(found[0]).toEqual({ icdCode: 'N39.44', diagnosisName: 'Nocturnal enuresis' });
      const enuresis = await search('enuresis');
      expect(enuresis.map((code) => code.icdCode)).toEqual(expect.arrayContaining(['N39.44', 'F98.0']));
      expect(enuresis[0]!.diagnosisName.toLowerCase().startsWith('enuresis')).toBe(true);
    });

    it('finds nothing under 4 characters, and at most 50 codes', async () => {
      expect(await search('N39')).toEqual([]);
      expect(await search('')).toEqual([]);
      expect(await search('disease')).toHaveLength(50);
    });

    it('wildcards in the search are plain characters', async () => {
      expect(await search('%%%%')).toEqual([]);
      expect(await search('____')).toEqual([]);
    });
  });

  it('GET /physicians: those of the caller’s organization; all of them for an admin', async () => {
    const forUser = (await world.call('GET', '/physicians', world.tokens.user)).json<Physician[]>();
    expect(forUser).toEqual([
      { idphysician: ourDoctor, firstName: 'Ann', middleName: 'K', lastName: 'Berg', fullName: 'Ann K Berg' },
    ]);
    const forAdmin = (await world.call('GET', '/physicians', world.tokens.admin)).json<Physician[]>();
    expect(forAdmin.map((physician) => physician.idphysician)).toEqual(
      expect.arrayContaining([ourDoctor, theirDoctor]),
    );
  });

  it('GET /othervariables: every other-condition variable with its operators and choices', async () => {
    const options = (await world.call('GET', '/othervariables', world.tokens.user)).json<
      OtherVariableOption[]
    >();
    expect(options.map((option) => option.otherVariable)).toEqual([...OTHER_VARIABLES]);
    const of = (name: string) => options.find((option) => option.otherVariable === name)!;
    for (const name of ['gender', 'clinic', 'alarm type', 'primary_physician'])
      expect(of(name).relations).toEqual(['EQ']);
    expect(of('days since registration')).toEqual({
      otherVariable: 'days since registration',
      relations: ['GT', 'GE', 'EQ', 'LE', 'LT'],
      valueType: 'days',
      values: null,
    });
    expect(of('contact_date')).toMatchObject({ valueType: 'date', values: null });
    expect(of('gender').values).toEqual([
      { value: 'Male', label: 'Male' },
      { value: 'Female', label: 'Female' },
      { value: 'Unkown', label: 'Unkown' },
    ]);
    expect(of('clinic').values).toEqual([
      { value: String(world.clinics.ours.clinicId), label: expect.any(String) as string },
    ]);
    expect(of('alarm type').values).toEqual(
      expect.arrayContaining([{ value: expect.any(String) as string, label: 'Rodger' }]),
    );
    expect(of('primary_physician').values).toEqual([{ value: String(ourDoctor), label: 'Ann K Berg' }]);
  });
});
