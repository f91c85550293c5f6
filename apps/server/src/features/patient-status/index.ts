/** Status of patient variables in SQL: the limit in force and the traffic-light classification. */
export { limitInForce, statusRankSql, statusSql } from './status-sql.ts';
