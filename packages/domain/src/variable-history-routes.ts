import { z } from 'zod';
import type { RouteGroup } from './contract/route.ts';
import {
  groupedVariableHistorySchema,
  historyPatientParamsSchema,
  patientVariableValueSchema,
  variableHistoryAcronymQuerySchema,
  variableHistoryGroupedQuerySchema,
  variableHistoryQuerySchema,
  variableHistorySchema,
  variableValuesParamsSchema,
} from './variable-history.ts';

const tags = ['variable values'];

/** A patient's variable values over time: the variable charts and their tables. */
export const variableValueRoutes = {
  patientHistory: {
    method: 'GET',
    path: '/patients/:id/variablehistory',
    access: 'USER_RIGHTS',
    tags,
    summary: 'Every variable of the flavour with its values in the period',
    params: historyPatientParamsSchema,
    query: variableHistoryQuerySchema,
    answer: z.array(variableHistorySchema),
  },
  variableHistory: {
    method: 'GET',
    path: '/patients/:id/variablehistory/acronym',
    access: 'USER_RIGHTS',
    tags,
    summary: 'One variable’s values in the period',
    params: historyPatientParamsSchema,
    query: variableHistoryAcronymQuerySchema,
    answer: variableHistorySchema,
  },
  groupedHistory: {
    method: 'GET',
    path: '/patients/:id/variablehistory/grouped',
    access: 'USER_RIGHTS',
    tags,
    summary: 'Several variables’ values in the period, by acronym',
    params: historyPatientParamsSchema,
    query: variableHistoryGroupedQuerySchema,
    answer: groupedVariableHistorySchema,
  },
  variableValues: {
    method: 'GET',
    path: '/patients/:id/variable-values/acronym/:acronym',
    access: 'USER_RIGHTS',
    tags,
    summary: 'Every stored value of one variable, newest first',
    params: variableValuesParamsSchema,
    answer: z.array(patientVariableValueSchema),
  },
} as const satisfies RouteGroup;
