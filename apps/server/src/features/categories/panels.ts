import {
  ALERT_SHARABLE_TYPE,
  type AlertPatientsQuery,
  CATEGORY_MESSAGES,
  type CategoryDetails,
  type CategoryPanel,
  type CategoryPatients,
  type CategoryPatientsQuery,
  type Customer,
  type PatientStatusRow,
} from '@vigil/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { notFound } from '../../platform/errors.ts';
import { statusRows, windowColumns } from '../patients/index.ts';
import { visibleTo } from './access.ts';
import {
  categoriesMembers,
  categoryMemberRows,
  patientsInCategories,
  prepareMembership,
} from './membership.ts';
import { findCategories, findPanelFacts } from './read.ts';
import { callerReach } from '../../platform/access/patient-data.ts';

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
  const [categories, counts] = await Promise.all([
    findPanelFacts(db, actor),
    db
      .selectFrom(categoriesMembers(db, visible, { reach: callerReach(actor), prepared }).as('member'))
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
  if (!category) throw notFound(CATEGORY_MESSAGES.notFound);
  return category;
}

/** The number of members in the actor's scope. */
async function countMembers(options: PanelOptions & { categoryId: number }): Promise<number> {
  const members = await scopedMembers(options);
  const row = await options.db
    .selectFrom(members.as('member'))
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The members of the category in the actor's scope as rows, with SQL for only the kinds of conditions it has. */
async function scopedMembers(options: PanelOptions & { categoryId: number }) {
  const { db, actor, categoryId, today } = options;
  const prepared = await prepareMembership(db, categoryId, { today });
  return categoryMemberRows(db, categoryId, { reach: callerReach(actor), prepared });
}

/**
 * The members in scope, highest AI risk first (the patients list's default order). Found first,
 * then sorted: the planner cannot tell how many patients a category holds, and under a LIMIT it
 * would rather walk every patient in score order and test each one against all the members.
 */
async function orderedMembers(options: PanelOptions & { categoryId: number }) {
  const members = await scopedMembers(options);
  return options.db
    .with(
      (name) => name('member').materialized(),
      () => members,
    )
    .selectFrom('member')
    .select('member.patientId as id')
    .orderBy(sql`member.latest_risk_score desc nulls last`)
    .orderBy('member.patientId');
}

/** GET /rule-based-categories/{id}/patients: one page of a category's patients with the columns of a variable page. */
export async function categoryPatientsPage(
  options: PanelOptions & { categoryId: number; query: CategoryPatientsQuery },
): Promise<CategoryPatients> {
  const { db, actor, customer, query, today } = options;
  const [facts, variables, page] = await Promise.all([
    panelFactsOf(options),
    windowColumns(db, actor, query.window, customer),
    orderedMembers(options).then((members) =>
      members
        .select(sql<number>`count(*) over ()`.as('total'))
        .limit(query.pageSize)
        .offset(query.page * query.pageSize)
        .execute(),
    ),
  ]);
  // The page carries the total; a page past the end does not, and is counted apart.
  const [numberOfPatients, patients] = await Promise.all([
    page[0] === undefined ? countMembers(options) : Number(page[0].total),
    statusRows(
      db,
      page.map((row) => row.id),
      variables.map((variable) => variable.idpatientVariables),
      today,
    ),
  ]);
  const category = { ...facts, numberOfPatients };
  return {
    category,
    patients,
    total: numberOfPatients,
    page: query.page,
    pageSize: query.pageSize,
    variables,
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
  if (!found) throw notFound(CATEGORY_MESSAGES.notFound);
  return found.id;
}

/** All members' rows; with the variable columns of `window` when icons are asked for, else without. */
async function allMemberRows(
  options: PanelOptions & { categoryId: number; window: number; withIcon: boolean },
): Promise<{ patients: PatientStatusRow[]; variables: Awaited<ReturnType<typeof windowColumns>> }> {
  const { db, actor, customer, window: windowNumber, withIcon, today } = options;
  const [variables, members] = await Promise.all([
    withIcon ? windowColumns(db, actor, windowNumber, customer) : [],
    orderedMembers(options).then((members) => members.execute()),
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
 */
export async function alertPatientsJson({
  db,
  actor,
  today,
  page,
  pageSize,
}: PanelOptions & AlertPatientsQuery): Promise<string> {
  const alerts = db
    .selectFrom('ruleBasedCategory')
    .select('ruleBasedCategory.id')
    .where(visibleTo(actor))
    .where('ruleBasedCategory.sharableType', '=', ALERT_SHARABLE_TYPE);
  const prepared = await prepareMembership(db, alerts, { today });
  const patients = patientsInCategories(db, alerts, { reach: callerReach(actor), prepared });
  // Patients share few sets of alert categories: each set is named once, in the caller's language
  // and in the order of those names. No page size: limit null, every patient.
  const { rows } = await sql<{ answer: string }>`with alert as (${patients}),
    listed as (select * from alert order by latest_risk_score desc nulls last, patient_id
      limit ${pageSize ?? null} offset ${pageSize === undefined ? 0 : page * pageSize}),
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
    select json_build_object('count', (select count(*) from alert), 'patients', coalesce((select json_agg(answer
        order by answer."riskScore" desc nulls last, answer.idpatient)
      from (select listed.patient_id as idpatient, btrim(listed.first_name || ' ' || listed.last_name) as "fullName",
          named.names as "categoryNames", listed.latest_risk_score as "riskScore"
        from listed join named using (category_ids)) answer), '[]'))::text as answer`.execute(db);
  return rows[0]!.answer;
}
