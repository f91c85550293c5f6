import { statisticsRoutes, utcToday } from '@vigil/domain';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../platform/api.ts';
import { serve } from '../../platform/contract.ts';
import { computeStatistics } from './compute.ts';
import {
  hospitalizationDates,
  statisticsDates,
  statisticsGroups,
  statisticsRows,
  uniqueHospitalizations,
} from './read.ts';

/** Statistics admin (docs/requirements/statistics.md#main-view, docs/requirements/api.md#statistics-calls): how the predictions did, and what hospital stays cost. */
export function registerStatisticsRoutes(api: Api, { database, config }: AppContext): void {
  const { db } = database;

  serve(api, statisticsRoutes.statisticsGroups, () => statisticsGroups(db));
  serve(api, statisticsRoutes.statisticsDates, () => statisticsDates(db));
  serve(api, statisticsRoutes.statisticsRows, (request) => statisticsRows(db, request.body));
  serve(api, statisticsRoutes.hospitalizationDates, () => hospitalizationDates(db));
  serve(api, statisticsRoutes.uniqueHospitalizations, (request) =>
    uniqueHospitalizations(db, request.params),
  );
  serve(api, statisticsRoutes.refreshStatistics, () =>
    computeStatistics(db, { customer: config.customer, today: utcToday() }),
  );
}
