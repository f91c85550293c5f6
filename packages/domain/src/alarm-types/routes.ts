import type { RouteGroup } from '../contract/route.ts';
import { idParamsSchema } from '../integer-column.ts';
import { alarmTypeCatalogueSchema, alarmTypeFormSchema, alarmTypeLanguageFormSchema } from './alarm-types.ts';

const tags = ['alarm types'];
// Control admin → Alarm type (docs/requirements/administration.md#alarm-types): the product admin's.
const productAdmin = 'APPADMIN_RIGHTS';

/** docs/requirements/api.md#administration-calls: the alarm type calls of Control admin; each answers the whole catalogue. */
export const alarmTypeRoutes = {
  alarmTypeCatalogue: {
    method: 'GET',
    path: '/alarm-type/all',
    access: productAdmin,
    tags,
    summary: 'Every alarm type and its names per language',
    answer: alarmTypeCatalogueSchema,
  },
  createAlarmType: {
    method: 'POST',
    path: '/alarm-type/create',
    access: productAdmin,
    tags,
    summary: 'Add an alarm type, with its English name',
    body: alarmTypeFormSchema,
    answer: alarmTypeCatalogueSchema,
  },
  saveAlarmTypeLanguage: {
    method: 'POST',
    path: '/alarm-type-language/create',
    access: productAdmin,
    tags,
    summary: 'Name an alarm type in a language (replacing an earlier name)',
    body: alarmTypeLanguageFormSchema,
    answer: alarmTypeCatalogueSchema,
  },
  deleteAlarmType: {
    method: 'DELETE',
    path: '/alarm-type/delete/:id',
    access: productAdmin,
    tags,
    summary: 'Remove an alarm type no patient uses',
    params: idParamsSchema,
    answer: alarmTypeCatalogueSchema,
  },
} as const satisfies RouteGroup;
