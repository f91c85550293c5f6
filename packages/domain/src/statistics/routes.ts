import { z } from 'zod';
import { calendarDateSchema } from '../calendar-date.ts';
import type { RouteGroup } from '../contract/route.ts';
import {
  minMaxDatesSchema,
  statisticsGroupSchema,
  statisticsQuerySchema,
  statisticsRowSchema,
  uniqueHospitalizationsSchema,
} from './statistics.ts';

const tags = ['statistics'];
const productAdmin = 'APPADMIN_RIGHTS';
const day = calendarDateSchema();

/** Statistics admin (docs/requirements/statistics.md#main-view, docs/requirements/api.md#statistics-calls): how the predictions did, and what hospital stays cost. */
export const statisticsRoutes = {
  statisticsGroups: {
    method: 'GET',
    path: '/statisticsgroups',
    access: productAdmin,
    tags,
    summary: 'The statistics rows’ nurses, groups, cohorts and @k',
    answer: z.array(statisticsGroupSchema),
  },
  statisticsDates: {
    method: 'GET',
    path: '/statisticshospitalizations/minmax/dates',
    access: productAdmin,
    tags,
    summary: 'The first and last date with prediction figures',
    answer: minMaxDatesSchema,
  },
  statisticsRows: {
    method: 'POST',
    path: '/statisticshospitalizations',
    access: productAdmin,
    tags,
    summary: 'Flagged, caught and missed events per date for the filters, one row per compared value',
    body: statisticsQuerySchema,
    answer: z.array(statisticsRowSchema),
  },
  hospitalizationDates: {
    method: 'GET',
    path: '/statisticsuniquehospitalizations/minmax/dates',
    access: productAdmin,
    tags,
    summary: 'The first and last day a patient was admitted',
    answer: minMaxDatesSchema,
  },
  uniqueHospitalizations: {
    method: 'GET',
    path: '/statisticsuniquehospitalizations/:startDate/:endDate',
    access: productAdmin,
    tags,
    summary: 'Hospitalized patients, admissions and days in hospital per cohort in the period',
    params: z.object({ startDate: day, endDate: day }),
    answer: uniqueHospitalizationsSchema,
  },
  refreshStatistics: {
    method: 'PUT',
    path: '/statistics/refresh',
    access: productAdmin,
    tags,
    summary: 'Compute the statistics now as the nightly job does: new dates and those whose inputs changed',
    answer: z.object({ dates: z.number().int(), rows: z.number().int() }),
  },
} as const satisfies RouteGroup;
