import type { MessageLanguage } from '@vigil/domain';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { CategoryMessage as CategoryMessageRow } from '../../db/schema.ts';
import { createPatient } from '../../test/factory.ts';

/** The diagnosis the test categories ask for: a category whose members are exactly the diagnosed. */
export const TEST_DIAGNOSIS = 'N39.41';

/** A rule-based category with one diagnosis condition, shared with everyone unless `createdBy`. */
export async function diagnosisCategory(
  db: Db,
  options: { createdBy?: number; name?: string; icdCode?: string } = {},
) {
  const category = await db
    .insertInto('ruleBasedCategory')
    .values({
      name: options.name ?? `Urge ${Math.random().toString(36).slice(2, 8)}`,
      createdBy: options.createdBy ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('categoryDiagnosisCondition')
    .values({ categoryId: category.id, icdCode: options.icdCode ?? TEST_DIAGNOSIS })
    .execute();
  return category.id;
}

export interface MessagePatientOptions {
  readonly clinicId: number;
  readonly timezone?: string;
  readonly language?: MessageLanguage;
  /** Member of the diagnosis categories (default true). */
  readonly diagnosed?: boolean;
  /** The diagnosis, when not the usual one. */
  readonly icdCode?: string;
  /** With a paired watch (default false). */
  readonly watch?: boolean;
  readonly inactive?: boolean;
}

/** A patient of the clinic, in a time zone and language, optionally diagnosed and with a watch. */
export async function messagePatient(db: Db, options: MessagePatientOptions): Promise<number> {
  const { id } = await createPatient(db, {
    clinicIds: [options.clinicId],
    inactive: options.inactive ?? false,
  });
  await db
    .updateTable('patient')
    .set({ timezone: options.timezone ?? 'Europe/Stockholm', language: options.language ?? 'sv' })
    .where('id', '=', id)
    .execute();
  if (options.diagnosed ?? true) {
    await db
      .insertInto('patientDiagnosis')
      .values({ patientId: id, icdCode: options.icdCode ?? TEST_DIAGNOSIS })
      .execute();
  }
  if (options.watch) {
    await db
      .insertInto('patientDevice')
      .values({ patientId: id, kind: 'watch', tokenHash: `watch-${id}-${Math.random()}` })
      .execute();
  }
  return id;
}

type MessageValues = Partial<Omit<Insertable<CategoryMessageRow>, 'id'>> & { readonly categoryId: number };

/** A current message stored directly, as if saved at `createdAt`. */
export async function storeMessage(db: Db, values: MessageValues) {
  const { categoryId, categoryType = 'RULE_BASED', ...rest } = values;
  return db
    .insertInto('categoryMessage')
    .values({
      language: 'sv',
      messageText: 'Kom ihåg larmet i kväll!',
      ...rest,
      categoryType,
      ...(categoryType === 'RULE_BASED'
        ? { ruleBasedCategoryId: categoryId }
        : { customUserCategoryId: categoryId }),
    })
    .returning(['id', 'uuid', 'version'])
    .executeTakeFirstOrThrow();
}

/** Every delivery, as comparable tuples sorted: patient, slot, channel, version. */
export async function deliveries(db: Db, uuid?: string) {
  let query = db
    .selectFrom('categoryMessageDelivery')
    .select(['patientId', 'slot', 'channel', 'messageVersion', 'dueAt'])
    .orderBy('patientId')
    .orderBy('slot')
    .orderBy('channel');
  if (uuid) query = query.where('messageUuid', '=', uuid);
  return query.execute();
}
