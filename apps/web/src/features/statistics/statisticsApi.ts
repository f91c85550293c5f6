import { useMutation, useQuery } from '@tanstack/react-query';
import { statisticsRoutes, type StatisticsQuery } from '@vigil/domain';
import { call } from '../../api/call.ts';

const keys = {
  groups: ['statistics', 'groups'] as const,
  dates: ['statistics', 'dates'] as const,
  hospitalizationDates: ['statistics', 'hospitalization-dates'] as const,
};

/** GET /statisticsgroups: the nurses, groups, cohorts and @k the filters offer. */
export function useStatisticsGroups() {
  return useQuery({
    queryKey: keys.groups,
    queryFn: ({ signal }) => call(statisticsRoutes.statisticsGroups, { signal }),
  });
}

/** GET /statisticshospitalizations/minmax/dates. */
export function useStatisticsDates() {
  return useQuery({
    queryKey: keys.dates,
    queryFn: ({ signal }) => call(statisticsRoutes.statisticsDates, { signal }),
  });
}

/** GET /statisticsuniquehospitalizations/minmax/dates. */
export function useHospitalizationDates() {
  return useQuery({
    queryKey: keys.hospitalizationDates,
    queryFn: ({ signal }) => call(statisticsRoutes.hospitalizationDates, { signal }),
  });
}

/** POST /statisticshospitalizations: Generate on the Main View. */
export function useGenerateStatistics() {
  return useMutation({
    meta: { errorsShownInline: true },
    mutationFn: (query: StatisticsQuery) => call(statisticsRoutes.statisticsRows, { body: query }),
  });
}

/** GET /statisticsuniquehospitalizations/{start}/{end}: Generate on the Hospitalizations tab. */
export function useGenerateHospitalizations() {
  return useMutation({
    meta: { errorsShownInline: true },
    mutationFn: ({ startDate, endDate }: { startDate: string; endDate: string }) =>
      call(statisticsRoutes.uniqueHospitalizations, { params: { startDate, endDate } }),
  });
}
