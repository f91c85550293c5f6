import { calendarDateSchema } from '@vigil/domain';
import {
  minMaxDatesSchema,
  statisticsGroupSchema,
  statisticsQuerySchema,
  statisticsRowSchema,
  uniqueHospitalizationsSchema,
  utcToday,
} from '@vigil/domain';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../platform/api.ts';
import { computeStatistics } from './compute.ts';
import {
  hospitalizationDates,
  statisticsDates,
  statisticsGroups,
  statisticsRows,
  uniqueHospitalizations,
} from './read.ts';

const tags = ['statistics'];
const productAdmin = { access: 'APPADMIN_RIGHTS' } as const;
const day = calendarDateSchema();

/** Statistics admin (docs/requirements/statistics.md#main-view, docs/requirements/api.md#statistics-calls): how the predictions did, and what hospital stays cost. */
export function registerStatisticsRoutes(api: Api, { database, config }: AppContext): void {
  const { db } = database;

  api.get(
    '/statisticsgroups',
    {
      config: productAdmin,
      schema: {
        tags,
        summary: 'The statistics rows’ nurses, groups, cohorts and @k',
        response: { 200: z.array(statisticsGroupSchema) },
      },
    },
    () => statisticsGroups(db),
  );

  api.get(
    '/statisticshospitalizations/minmax/dates',
    {
      config: productAdmin,
      schema: {
        tags,
        summary: 'The first and last date with prediction figures',
        response: { 200: minMaxDatesSchema },
      },
    },
    () => statisticsDates(db),
  );

  api.post(
    '/statisticshospitalizations',
    {
      config: productAdmin,
      schema: {
        tags,
        summary: 'Flagged, caught and missed events per date for the filters, one row per compared value',
        body: statisticsQuerySchema,
        response: { 200: z.array(statisticsRowSchema) },
      },
    },
    (request) => statisticsRows(db, request.body),
  );

  api.get(
    '/statisticsuniquehospitalizations/minmax/dates',
    {
      config: productAdmin,
      schema: {
        tags,
        summary: 'The first and last day a patient was admitted',
        response: { 200: minMaxDatesSchema },
      },
    },
    () => hospitalizationDates(db),
  );

  api.get(
    '/statisticsuniquehospitalizations/:startDate/:endDate',
    {
      config: productAdmin,
      schema: {
        tags,
        summary: 'Hospitalized patients, admissions and days in hospital per cohort in the period',
        params: z.object({ startDate: day, endDate: day }),
        response: { 200: uniqueHospitalizationsSchema },
      },
    },
    (request) => uniqueHospitalizations(db, request.params),
  );

  api.put(
    '/statistics/refresh',
    {
      config: productAdmin,
      schema: {
        tags,
        summary:
          'Compute the statistics now as the nightly job does: new dates and those whose inputs changed',
        response: { 200: z.object({ dates: z.number().int(), rows: z.number().int() }) },
      },
    },
    () => computeStatistics(db, { customer: config.customer, today: utcToday() }),
  );
}
