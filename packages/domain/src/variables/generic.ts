import { BELOW_ANY_COUNT, generalLimit } from './limits.ts';
import type { VariableDefinition } from './types.ts';

const low = BELOW_ANY_COUNT;

/**
 * Generic (chronic-care, chiefly dialysis) variables, measured at home. Adult defaults; the vital
 * signs follow the NEWS2 bands where NEWS2 has them. Body weight itself is only bounded by
 * plausibility: what matters clinically is the deviation from the patient's dry weight.
 */
export const GENERIC_VARIABLES = [
  {
    code: 'SYS',
    name: 'Systolic blood pressure',
    units: 'mmHg',
    kind: 'measured',
    flavour: 'generic',
    defaultWindow: 1,
    defaultLimits: [generalLimit([80, 90, 100, 140, 160, 180])],
  },
  {
    code: 'DIA',
    name: 'Diastolic blood pressure',
    units: 'mmHg',
    kind: 'measured',
    flavour: 'generic',
    defaultWindow: 1,
    defaultLimits: [generalLimit([40, 50, 60, 90, 100, 110])],
  },
  {
    code: 'PULSE',
    name: 'Pulse',
    units: 'bpm',
    kind: 'measured',
    flavour: 'generic',
    defaultWindow: 1,
    // Children have faster hearts; the narrower age band wins over the all-ages one.
    defaultLimits: [
      generalLimit([40, 45, 50, 100, 120, 130]),
      generalLimit([50, 60, 70, 120, 140, 160], { ageLower: 0, ageUpper: 12 }),
    ],
  },
  {
    code: 'SPO2',
    name: 'Oxygen saturation',
    units: '%',
    kind: 'measured',
    flavour: 'generic',
    defaultWindow: 1,
    // Only low is bad; 101 keeps the high levels out of reach.
    defaultLimits: [generalLimit([91, 93, 96, 100, 101, 101])],
  },
  {
    code: 'TEMP',
    name: 'Body temperature',
    units: '°C',
    kind: 'measured',
    flavour: 'generic',
    defaultWindow: 2,
    defaultLimits: [generalLimit([35, 35.5, 36.1, 38, 38.5, 39.1])],
  },
  {
    code: 'WEIGHT',
    name: 'Weight',
    units: 'kg',
    kind: 'measured',
    flavour: 'generic',
    defaultWindow: 2,
    defaultLimits: [generalLimit([35, 40, 45, 150, 180, 220])],
  },
  {
    code: 'DWDEV',
    name: 'Dry weight deviation',
    units: 'kg',
    kind: 'computed',
    flavour: 'generic',
    defaultWindow: 1,
    // Weight minus dry weight: a gain over 2 kg is fluid overload, a loss risks hypotension.
    defaultLimits: [generalLimit([-2, -1.5, -0.5, 2, 3, 4])],
  },
  {
    code: 'DSLM',
    name: 'Days since last measurement',
    units: 'days',
    kind: 'computed',
    flavour: 'generic',
    defaultWindow: 1,
    defaultLimits: [generalLimit([low, low, 0, 1, 3, 7])],
  },
  {
    code: 'RISK_SCORE',
    name: 'AI hospitalization risk (14 days)',
    units: 'probability',
    kind: 'ai',
    flavour: 'generic',
    defaultWindow: 1,
    defaultLimits: [],
  },
] as const satisfies readonly VariableDefinition[];
