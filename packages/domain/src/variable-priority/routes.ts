import { z } from 'zod';
import type { RouteGroup } from '../contract/route.ts';
import { patientVariableSchema } from './catalogue.ts';
import {
  variablePriorityQuerySchema,
  variablePriorityRequestSchema,
  variablePrioritySchema,
} from './rules.ts';

const tags = ['variables'];
const user = 'USER_RIGHTS';

/** The flavour's variables and the variable pages (docs/requirements/variables.md). */
export const variableRoutes = {
  patientVariables: {
    method: 'GET',
    path: '/patientvariables',
    access: user,
    tags,
    summary: 'The variables of this flavour',
    answer: z.array(patientVariableSchema),
  },
  ownPages: {
    method: 'GET',
    path: '/patientvariablepriority',
    access: user,
    tags,
    summary: 'The caller’s variable pages (the predefined ones until they arrange their own)',
    answer: z.array(variablePrioritySchema),
  },
  saveOwnPage: {
    method: 'POST',
    path: '/patientvariablepriority',
    access: user,
    tags,
    summary: 'Save the caller’s variable pages named in the body (and ?windowNumber=)',
    body: variablePriorityRequestSchema,
    query: variablePriorityQuerySchema,
    answer: z.array(variablePrioritySchema),
  },
  predefinedPages: {
    method: 'GET',
    path: '/patientvariablepriority/predefined',
    access: user,
    tags,
    summary: 'The predefined variable pages',
    answer: z.array(variablePrioritySchema),
  },
  savePredefinedPage: {
    method: 'POST',
    path: '/patientvariablepriority/predefined',
    // The predefined pages are every user's default in every organization (docs/decisions/limits-and-variables.md).
    access: 'ADMIN_RIGHTS',
    tags,
    summary: 'Save the predefined variable pages named in the body (and ?windowNumber=)',
    body: variablePriorityRequestSchema,
    query: variablePriorityQuerySchema,
    answer: z.array(variablePrioritySchema),
  },
} as const satisfies RouteGroup;
