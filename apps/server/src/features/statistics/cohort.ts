import { sql } from 'kysely';

/** A patient's cohort: the calendar quarter they were registered in (YYYY-Qn), of a query's `p`. */
export const cohortOfPatient = sql<string>`to_char(p.created_at at time zone 'UTC', 'YYYY-"Q"Q')`;
