import { useMutation, useQuery } from '@tanstack/react-query';
import {
  minMaxDatesSchema,
  statisticsGroupSchema,
  statisticsRowSchema,
  uniqueHospitalizationsSchema,
  type StatisticsQuery,
} from '@vigil/domain';
import { z } from 'zod';
import { api } from '../../api/client.ts';

const keys = {
  groups: ['statistics', 'groups'] as const,
  dates: ['statistics', 'dates'] as const,
  hospitalizationDates: ['statistics', 'hospitalization-dates'] as const,
};

/** GET /statisticsgroups: the nurses, groups, cohorts and @k the filters offer. */
export function useStatisticsGroups() {
  return useQuery({
    queryKey: keys.groups,
    queryFn: ({ signal }) =>
      api.get('/statisticsgroups', { parse: (data) => z.array(statisticsGroupSchema).parse(data), signal }),
  });
}

/** GET /statisticshospitalizations/minmax/dates. */
export function useStatisticsDates() {
  return useQuery({
    queryKey: keys.dates,
    queryFn: ({ signal }) =>
      api.get('/statisticshospitalizations/minmax/dates', {
        parse: (data) => minMaxDatesSchema.parse(data),
        signal,
      }),
  });
}

/** GET /statisticsuniquehospitalizations/minmax/dates. */
export function useHospitalizationDates() {
  return useQuery({
    queryKey: keys.hospitalizationDates,
    queryFn: ({ signal }) =>
      api.get('/statisticsuniquehospitalizations/minmax/dates', {
        parse: (data) => minMaxDatesSchema.parse(data),
        signal,
      }),
  });
}

/** POST /statisticshospitalizations: Generate on the Main View. */
export function useGenerateStatistics() {
  return useMutation({
    meta: { errorsShownInline: true },
    mutationFn: (query: StatisticsQuery) =>
      api.post('/statisticshospitalizations', {
        body: query,
        parse: (data) => z.array(statisticsRowSchema).parse(data),
      }),
  });
}

/** GET /statisticsuniquehospitalizations/{start}/{end}: Generate on the Hospitalizations tab. */
export function useGenerateHospitalizations() {
  return useMutation({
    meta: { errorsShownInline: true },
    mutationFn: ({ startDate, endDate }: { startDate: string; endDate: string }) =>
      api.get(`/statisticsuniquehospitalizations/${startDate}/${endDate}`, {
        parse: (data) => uniqueHospitalizationsSchema.parse(data),
      }),
  });
}
