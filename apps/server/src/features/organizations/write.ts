import type { clinicFormSchema, countryFormSchema, organizationFormSchema } from '@vigil/domain';
import { ORGANIZATION_MESSAGES as MESSAGES, type OrganizationsAndClinics } from '@vigil/domain';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { organizationsAndClinics } from './read.ts';

/**
 * POST /organizations, /clinics, /countries (docs/requirements/api.md#administration-calls): each creates, or — given the id of
 * an existing row — changes it (decisions: editing organizations). Each answers with the whole
 * list, as the screen shows it.
 */
export async function saveOrganization(
  db: Db,
  form: z.output<typeof organizationFormSchema>,
): Promise<OrganizationsAndClinics> {
  const values = { name: form.organizationName, organizationNumber: form.organizationNumber || null };
  await writeOnce(MESSAGES.organizationTaken, async () => {
    if (form.idorganization == null) await db.insertInto('organization').values(values).execute();
    else
      await updated(
        db.updateTable('organization').set(values).where('id', '=', form.idorganization),
        MESSAGES.unknownOrganization,
      );
  });
  return organizationsAndClinics(db);
}

export async function saveClinic(
  db: Db,
  form: z.output<typeof clinicFormSchema>,
): Promise<OrganizationsAndClinics> {
  const values = {
    organizationId: form.organization.idorganization,
    countryId: form.country.idcountry,
    name: form.clinicName,
    city: form.city,
    isDryGuardians: form.isDryGuardians,
    premiumEndDate: form.premiumEndDate ?? null,
  };
  await writeOnce(MESSAGES.clinicTaken, async () => {
    if (form.idclinic == null) await db.insertInto('clinic').values(values).execute();
    else
      await updated(
        db.updateTable('clinic').set(values).where('id', '=', form.idclinic),
        MESSAGES.unknownClinic,
      );
  });
  return organizationsAndClinics(db);
}

export async function saveCountry(
  db: Db,
  form: z.output<typeof countryFormSchema>,
): Promise<OrganizationsAndClinics> {
  await writeOnce(MESSAGES.countryTaken, async () => {
    if (form.idcountry == null) await db.insertInto('country').values({ name: form.name }).execute();
    else
      await updated(
        db.updateTable('country').set({ name: form.name }).where('id', '=', form.idcountry),
        MESSAGES.unknownCountry,
      );
  });
  return organizationsAndClinics(db);
}

async function updated(query: { executeTakeFirst(): Promise<{ numUpdatedRows: bigint }> }, missing: string) {
  const result = await query.executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound(missing);
}

/** A taken name is a conflict; a clinic's unknown organization or country is bad input. */
async function writeOnce(taken: string, write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(taken);
    if (isForeignKeyViolation(error, 'country_id_fkey')) throw badRequest(MESSAGES.unknownCountry);
    if (isForeignKeyViolation(error)) throw badRequest(MESSAGES.unknownOrganization);
    throw error;
  }
}
