/** Status of patient variables in SQL: the limit in force and the traffic-light classification. */
export {
  generalLimitByGenderAndAge,
  knownAgeSql,
  limitColumnsOf,
  limitInForce,
  patientAgeSql,
  statusRankSql,
  statusSql,
  type LimitColumn,
  type LimitRefs,
} from './status-sql.ts';
