import { VARIABLE_CATALOGUE } from '../variables/index.ts';
import { FHIR_SYSTEMS, NIGHT_CODE, NIGHT_OUTCOMES } from './codes.ts';

/** Codes of a night's details (Observation components of a night). */
export const NIGHT_DETAIL_CODES = [
  { code: 'WOKEUP', display: 'Woke up to the alarm' },
  { code: 'SELFWOKEUP', display: 'Woke up by themselves' },
  { code: 'WETAGAIN', display: 'Wet a second time' },
] as const;

/** The code systems Vigil publishes (GET CodeSystem/{id}), by id. */
export function vigilCodeSystems() {
  const base = {
    resourceType: 'CodeSystem',
    version: '1',
    status: 'active',
    experimental: false,
    publisher: 'Vigil',
    caseSensitive: true,
    content: 'complete',
  } as const;
  return {
    'vigil-variables': {
      ...base,
      id: 'vigil-variables',
      url: FHIR_SYSTEMS.vigilVariables,
      name: 'VigilVariables',
      title: 'Vigil monitored variables',
      description:
        'The variables Vigil monitors (measured, derived and AI outputs, by their stable acronym), a night of bedwetting treatment and its details.',
      concept: [
        ...VARIABLE_CATALOGUE.map((variable) => ({
          code: variable.code,
          display: variable.name,
          definition: `${variable.name} (${variable.kind}${variable.units ? `, in ${variable.units}` : ''})`,
        })),
        {
          code: NIGHT_CODE,
          display: 'Night',
          definition: "A night's entry of a child treated with a moisture alarm",
        },
        ...NIGHT_DETAIL_CODES.map((detail) => ({ ...detail, definition: detail.display })),
      ],
    },
    'vigil-night-outcome': {
      ...base,
      id: 'vigil-night-outcome',
      url: FHIR_SYSTEMS.vigilNightOutcome,
      name: 'VigilNightOutcome',
      title: 'Vigil night outcome',
      description: "The value of a night's entry: dry, wet or very wet.",
      concept: NIGHT_OUTCOMES.map(({ code, display }) => ({ code, display, definition: display })),
    },
  };
}
