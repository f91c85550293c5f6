import {
  ALERT_SHARABLE_TYPE,
  type AlertPatientsQuery,
  type CategoryDetails,
  type CategoryPanel,
  type CategoryPatients,
  type CategoryPatientsQuery,
  type Customer,
  type PatientStatusRow,
  CATALOGUE,
} from '@vigil/domain';
import { sql, type Expression, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import { idArray } from '../../db/id-array.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { notFound } from '../../platform/errors.ts';
import { statusRows, windowColumns } from '../patients/index.ts';
import { visibleTo } from './access.ts';
import {
  categoriesMembers,
  categoryMemberRows,
  patientsInCategories,
  prepareMembership,
  type PreparedMembership,
} from './membership.ts';
import { countedMembers, countedPerCategory, walkedMembers } from './member-counts.ts';
import { findCategories, findPanelFacts } from './read.ts';
import { callerReach, patientData } from '../../platform/access/patient-data.ts';
import {
  alertCategoriesOf,
  alertStands,
  latestAcknowledgementJson,
  latestAcknowledgementsIn,
} from './acknowledgements.ts';

interface PanelOptions {
  readonly db: Db;
  readonly actor: Actor;
  readonly customer: Customer;
  /** The UTC day the list also counts on. */
  readonly today: string;
}

/** GET /rule-based-categories/patients: the caller's panels in their order, each with its number of patients. */
export async function listPanels({ db, actor, today }: PanelOptions): Promise<CategoryPanel[]> {
  const visible = db.selectFrom('ruleBasedCategory').select('ruleBasedCategory.id').where(visibleTo(actor));
  const prepared = await prepareMembership(db, visible, { today });
  const reach = callerReach(actor);
  const [categories, counts] = await Promise.all([
    findPanelFacts(db, actor),
    // The kept counts when the store holds for the request; else the members, some evaluated.
    prepared.evaluated === null
      ? countedPerCategory(visible, reach)
          .execute(db)
          .then((result) => result.rows)
      : db
          .selectFrom(categoriesMembers(db, visible, { reach, prepared }).as('member'))
          .select(['member.categoryId', (eb) => eb.fn.countAll<number>().as('count')])
          .groupBy('member.categoryId')
          .execute(),
  ]);
  const countOf = new Map(counts.map((row) => [row.categoryId, Number(row.count)]));
  return categories
    .map((category) => ({ ...category, numberOfPatients: countOf.get(category.categoryId) ?? 0 }))
    .sort((a, b) => (a.priority ?? Number.MAX_SAFE_INTEGER) - (b.priority ?? Number.MAX_SAFE_INTEGER));
}

/** One category's panel facts (no conditions) with its place, or 404 when the caller does not see it. */
async function panelFactsOf({ db, actor, categoryId }: PanelOptions & { categoryId: number }) {
  const [category] = await findPanelFacts(db, actor, [categoryId]);
  if (!category) throw notFound(CATALOGUE.category.notFound);
  return category;
}

/** The number of members in the actor's scope. */
async function countMembers(options: PanelOptions & { categoryId: number; prepared: PreparedMembership }) {
  const row = await options.db
    .selectFrom(scopedMembers(options).as('member'))
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The members of the category in the actor's scope as rows, with SQL for only the kinds of conditions it has. */
function scopedMembers({
  db,
  actor,
  categoryId,
  prepared,
}: PanelOptions & { categoryId: number; prepared: PreparedMembership }) {
  return categoryMemberRows(db, categoryId, { reach: callerReach(actor), prepared });
}

/**
 * The members in scope, highest AI risk first (the patients list's default order). Found first,
 * then sorted: the planner cannot tell how many patients a category holds, and under a LIMIT it
 * would rather walk every patient in score order and test each one against all the members.
 */
function orderedMembers(options: PanelOptions & { categoryId: number; prepared: PreparedMembership }) {
  return options.db
    .with(
      (name) => name('member').materialized(),
      () => scopedMembers(options),
    )
    .selectFrom('member')
    .select('member.patientId as id')
    .orderBy(sql`member.latest_risk_score desc nulls last`)
    .orderBy('member.patientId');
}

/**
 * One page of the category's members in scope and their number. When the store holds for the
 * request the number is the kept count, and the page is walked in list order if the members are
 * many (member-counts.ts); otherwise every member is read, sorted and counted.
 */
async function memberPage(
  options: PanelOptions & { categoryId: number; page: number; pageSize: number },
): Promise<{ ids: number[]; total: number }> {
  const { db, actor, categoryId, today, page, pageSize } = options;
  const prepared = await prepareMembership(db, categoryId, { today });
  const offset = page * pageSize;
  const withPrepared = { ...options, prepared };
  if (prepared.evaluated === null) {
    const categories = db.selectFrom('ruleBasedCategory').select('id').where('id', '=', categoryId);
    const reach = callerReach(actor);
    const counts = await countedMembers(db, categories, reach);
    const walked = await walkedMembers(db, { categories, reach, counts, offset, limit: pageSize });
    if (walked) return { ids: walked, total: counts.members };
    const rows = await orderedMembers(withPrepared).limit(pageSize).offset(offset).execute();
    return { ids: rows.map((row) => row.id), total: counts.members };
  }
  const rows = await orderedMembers(withPrepared)
    .select(sql<number>`count(*) over ()`.as('total'))
    .limit(pageSize)
    .offset(offset)
    .execute();
  // The page carries the total; a page past the end does not, and is counted apart.
  const total = rows[0] === undefined ? await countMembers(withPrepared) : Number(rows[0].total);
  return { ids: rows.map((row) => row.id), total };
}

/** GET /rule-based-categories/{id}/patients: one page of a category's patients with the columns of a variable page. */
export async function categoryPatientsPage(
  options: PanelOptions & { categoryId: number; query: CategoryPatientsQuery },
): Promise<CategoryPatients> {
  const { db, actor, customer, query, today } = options;
  const [facts, variables, page] = await Promise.all([
    panelFactsOf(options),
    windowColumns(db, actor, query.window, customer),
    memberPage({ ...options, page: query.page, pageSize: query.pageSize }),
  ]);
  const numberOfPatients = page.total;
  const patients = await statusRows(
    db,
    page.ids,
    variables.map((variable) => variable.idpatientVariables),
    today,
  );
  const category = { ...facts, numberOfPatients };
  return {
    category,
    patients,
    total: numberOfPatients,
    page: query.page,
    pageSize: query.pageSize,
    variables,
    ...(facts.sharableType === ALERT_SHARABLE_TYPE
      ? { acknowledgements: await latestAcknowledgementsIn(db, options.categoryId, page.ids) }
      : {}),
  };
}

/** The category the caller sees under a name: their own before a shared one. */
async function categoryIdByName(db: Db, actor: Actor, name: string): Promise<number> {
  const found = await db
    .selectFrom('ruleBasedCategory')
    .select('id')
    .where(visibleTo(actor))
    .where(sql<boolean>`lower(name) = lower(${name.trim()})`)
    .orderBy(sql`created_by is null`)
    .executeTakeFirst();
  if (!found) throw notFound(CATALOGUE.category.notFound);
  return found.id;
}

/** All members' rows; with the variable columns of `window` when icons are asked for, else without. */
async function allMemberRows(
  options: PanelOptions & { categoryId: number; window: number; withIcon: boolean },
): Promise<{ patients: PatientStatusRow[]; variables: Awaited<ReturnType<typeof windowColumns>> }> {
  const { db, actor, customer, window: windowNumber, withIcon, today } = options;
  const [variables, members] = await Promise.all([
    withIcon ? windowColumns(db, actor, windowNumber, customer) : [],
    prepareMembership(db, options.categoryId, { today }).then((prepared) =>
      orderedMembers({ ...options, prepared }).execute(),
    ),
  ]);
  const patients = await statusRows(
    db,
    members.map((row) => row.id),
    variables.map((variable) => variable.idpatientVariables),
    today,
  );
  return { patients, variables };
}

/** GET /rule-based-categories/patients/{name}?withIcon: every patient of the named category. */
export async function categoryPatientsByName(
  options: PanelOptions & { name: string; window: number; withIcon: boolean },
): Promise<CategoryPatients> {
  const categoryId = await categoryIdByName(options.db, options.actor, options.name);
  const [facts, { patients, variables }] = await Promise.all([
    panelFactsOf({ ...options, categoryId }),
    allMemberRows({ ...options, categoryId }),
  ]);
  return {
    category: { ...facts, numberOfPatients: patients.length },
    patients,
    total: patients.length,
    page: 0,
    pageSize: Math.max(patients.length, 1),
    variables,
  };
}

/** GET /rule-based-categories/patients/{name}/details: the named category with its conditions and patients. */
export async function categoryDetailsByName(
  options: PanelOptions & { name: string; window: number },
): Promise<CategoryDetails> {
  const categoryId = await categoryIdByName(options.db, options.actor, options.name);
  const [category] = await findCategories(options.db, options.actor, [categoryId]);
  const { patients, variables } = await allMemberRows({ ...options, categoryId, withIcon: true });
  return { category: category!, patients, variables };
}

/**
 * GET /rule-based-categories/alert/patients: the patients in scope in any alert category the
 * caller sees, highest AI risk first (all of them, or one page), with how many there are, as the
 * JSON text of AlertPatients. PostgreSQL writes the answer whole: for the thousands of patients an
 * ALERTS list can hold, parsing rows and serializing them again cost the server more than the
 * statement costs to run. `alertPatientsSchema` is the shape (tests hold it).
 *
 * One page when the store holds for the request (what the top bar asks on every screen): the kept
 * count, and the page walked in list order when the alert patients are many (member-counts.ts).
 */
export async function alertPatientsJson({
  db,
  actor,
  today,
  page,
  pageSize,
}: PanelOptions & AlertPatientsQuery): Promise<string> {
  const alerts = alertCategoriesOf(db, actor);
  const prepared = await prepareMembership(db, alerts, { today });
  const reach = callerReach(actor);
  // A patient counts while one of their alert categories has no acknowledgement that holds.
  const { now } = prepared;
  const keptAlerts = sql`array(select held.id from unnest(kept.category_ids) held(id) where held.id in (${alerts}))`;
  if (pageSize !== undefined && prepared.evaluated === null) {
    const kept = await countedMembers(db, alerts, reach);
    const counts = { ...kept, members: kept.members - (await acknowledgedOut(db, alerts, reach, now)) };
    const offset = page * pageSize;
    const alsoHolds = alertStands(sql`kept.patient_id`, keptAlerts, now);
    const walked = await walkedMembers(db, {
      categories: alerts,
      reach,
      counts,
      offset,
      limit: pageSize,
      alsoHolds,
    });
    if (walked) {
      const listed = sql`select patient.id as patient_id, patient.latest_risk_score, patient.first_name,
          patient.last_name, ${keptAlerts} as category_ids
        from unnest(${idArray(walked)}) page(id)
        join patient on patient.id = page.id
        join category_member_set kept on kept.patient_id = patient.id`;
      return alertsAnswer(db, actor, alerts, { listed, count: sql`${counts.members}::int` }, now);
    }
  }
  const members = patientsInCategories(db, alerts, { reach, prepared });
  const patients = sql`select * from (${members}) alerted
    where ${alertStands(sql`alerted.patient_id`, sql`alerted.category_ids`, now)}`;
  // No page size: limit null, every patient.
  return alertsAnswer(
    db,
    actor,
    alerts,
    {
      alert: patients,
      listed: sql`select * from alert order by latest_risk_score desc nulls last, patient_id
      limit ${pageSize ?? null} offset ${pageSize === undefined ? 0 : page * pageSize}`,
      count: sql`(select count(*) from alert)`,
    },
    now,
  );
}

/**
 * How many patients in reach the kept counts hold as alert patients although every alert
 * category they are in is acknowledged: read from the acknowledgements that may hold, which are
 * few, not from the members.
 */
async function acknowledgedOut(
  db: Db,
  alerts: Expression<{ id: number }>,
  reach: ReturnType<typeof callerReach>,
  now: Date,
): Promise<number> {
  const row = await db
    .selectFrom('categoryMemberSet as kept')
    .innerJoin(patientData(db, reach).table(), 'patient.id', 'kept.patientId')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(
      sql<boolean>`kept.patient_id in (select ack.patient_id from alert_acknowledgement ack
        where ack.category_id in (${alerts})
          and (ack.snooze_until is null or ack.snooze_until > ${now.toISOString()}::timestamptz))`,
    )
    .where(sql<boolean>`kept.category_ids && array(${alerts})`)
    .where(
      sql<boolean>`not ${alertStands(
        sql`kept.patient_id`,
        sql`array(select held.id from unnest(kept.category_ids) held(id) where held.id in (${alerts}))`,
        now,
      )}`,
    )
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * The ALERTS answer as JSON text: the `listed` patients (rows patient_id, category_ids: their alert
 * categories, latest_risk_score, first_name, last_name) and the `count`, both of which may read
 * the CTE `alert` of every alert patient, when given. Patients share few sets of alert categories:
 * each set is named once, in the caller's language and in the order of those names.
 */
async function alertsAnswer(
  db: Db,
  actor: Actor,
  alerts: Expression<{ id: number }>,
  parts: { alert?: Expression<unknown>; listed: RawBuilder<unknown>; count: RawBuilder<unknown> },
  now: Date,
): Promise<string> {
  const { rows } = await sql<{ answer: string }>`with ${parts.alert ? sql`alert as (${parts.alert}),` : sql``}
    listed as (${parts.listed}),
    category as materialized (
      select category.id, coalesce(translation.name, category.name) as name
      from rule_based_category category
      left join category_language translation
        on translation.category_id = category.id and translation.language = ${actor.language}
      where category.id in (${alerts})),
    named as materialized (
      select held.category_ids, array(select category.name from category
        where category.id = any(held.category_ids) order by lower(category.name)) as names
      from (select distinct category_ids from listed) held)
    select json_build_object('count', ${parts.count}, 'patients', coalesce((select json_agg(answer
        order by answer."riskScore" desc nulls last, answer.idpatient)
      from (select listed.patient_id as idpatient, btrim(listed.first_name || ' ' || listed.last_name) as "fullName",
          named.names as "categoryNames", listed.latest_risk_score as "riskScore",
          ${latestAcknowledgementJson(sql`listed.patient_id`, sql`listed.category_ids`, now)} as acknowledged
        from listed join named using (category_ids)) answer), '[]'))::text as answer`.execute(db);
  return rows[0]!.answer;
}
