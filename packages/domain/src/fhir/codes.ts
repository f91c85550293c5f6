import { flavourOf, type Customer } from '../flavours.ts';
import { VARIABLE_CATALOGUE, variableCatalogue, type VariableCode } from '../variables/index.ts';

/**
 * How Vigil's data is named in HL7 FHIR R4 (docs/fhir.md has the tables): code systems, the
 * LOINC codes and UCUM units of the measured variables, and the traffic-light status as an
 * Observation interpretation. Pure data and functions, shared by the server's FHIR feature and
 * its tests.
 */
export const FHIR_VERSION = '4.0.1';

/** The root of every URI Vigil publishes for its own codes and identifiers. */
export const VIGIL_FHIR_URI = 'https://vigil.health/fhir';

export const FHIR_SYSTEMS = {
  loinc: 'http://loinc.org',
  ucum: 'http://unitsofmeasure.org',
  interpretation: 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation',
  observationCategory: 'http://terminology.hl7.org/CodeSystem/observation-category',
  language: 'urn:ietf:bcp:47',
  /** Vigil's variables (every acronym) and the night outcome: served as CodeSystem/vigil-variables. */
  vigilVariables: `${VIGIL_FHIR_URI}/CodeSystem/vigil-variables`,
  /** The value of a night's entry (dry, wet, very wet). */
  vigilNightOutcome: `${VIGIL_FHIR_URI}/CodeSystem/vigil-night-outcome`,
  /** Pseudonymous identifiers: Vigil's own record numbers, never a national identifier. */
  patientId: `${VIGIL_FHIR_URI}/sid/patient-id`,
  organizationId: `${VIGIL_FHIR_URI}/sid/organization-id`,
  clinicId: `${VIGIL_FHIR_URI}/sid/clinic-id`,
} as const;

/** The code of a night's entry in the Vigil code system (an Observation per night). */
export const NIGHT_CODE = 'NIGHT';

export interface LoincCoding {
  readonly code: string;
  readonly display: string;
}

/**
 * LOINC codes of the measured variables; SpO2 carries both the arterial saturation and the
 * pulse-oximetry code, as the vital-signs profile asks. Variables without one are coded in the
 * Vigil code system only.
 */
export const LOINC_BY_VARIABLE: Partial<Record<VariableCode, readonly LoincCoding[]>> = {
  SYS: [{ code: '8480-6', display: 'Systolic blood pressure' }],
  DIA: [{ code: '8462-4', display: 'Diastolic blood pressure' }],
  PULSE: [{ code: '8867-4', display: 'Heart rate' }],
  SPO2: [
    { code: '2708-6', display: 'Oxygen saturation in Arterial blood' },
    { code: '59408-5', display: 'Oxygen saturation in Arterial blood by Pulse oximetry' },
  ],
  TEMP: [{ code: '8310-5', display: 'Body temperature' }],
  WEIGHT: [{ code: '29463-7', display: 'Body weight' }],
};

/** The LOINC code of the blood-pressure panel the systolic and diastolic values belong to. */
export const BLOOD_PRESSURE_PANEL: LoincCoding = { code: '85354-9', display: 'Blood pressure panel' };

/** Vigil's unit texts as UCUM codes (case-sensitive UCUM; annotations in braces). */
export const UCUM_BY_UNITS: Readonly<Record<string, string>> = {
  mmHg: 'mm[Hg]',
  bpm: '/min',
  '%': '%',
  '°C': 'Cel',
  kg: 'kg',
  days: 'd',
  weeks: 'wk',
  nights: '{nights}',
  errors: '{errors}',
  probability: '1',
};

/** The UCUM code of a Vigil unit text, or undefined when it has none (the value is then unitless). */
export function ucumUnit(units: string): string | undefined {
  return UCUM_BY_UNITS[units];
}

/** Variables published as Observations: measured and computed ones (AI outputs are RiskAssessments). */
export function isObservationVariable(code: string): boolean {
  const variable = VARIABLE_CATALOGUE.find((entry) => entry.code === code);
  return variable !== undefined && variable.kind !== 'ai';
}

/** The codes a flavour's Observations carry: its measured and derived variables, and its nights where it records them. */
export function observationCodes(customer: Customer): string[] {
  const codes = variableCatalogue(customer)
    .filter((variable) => variable.kind !== 'ai')
    .map((variable) => variable.code);
  return flavourOf(customer).recordsNights ? [...codes, NIGHT_CODE] : codes;
}

/** A measured variable is a vital sign; a derived one is Vigil's own survey of the nights or days. */
export function observationCategory(code: string): 'vital-signs' | 'survey' {
  return LOINC_BY_VARIABLE[code as VariableCode] ? 'vital-signs' : 'survey';
}

export type TrafficLightStatus =
  | 'ALERT_LOW'
  | 'ABNORMAL_LOW'
  | 'NORMAL_LOW'
  | 'NORMAL'
  | 'NORMAL_HIGH'
  | 'ABNORMAL_HIGH'
  | 'ALERT_HIGH'
  | 'NOT_SET_VALUE'
  | 'NOT_SET_LIMIT';

/** The statuses that decide an Observation interpretation, as v3 ObservationInterpretation codes. */
export const STATUS_INTERPRETATIONS = {
  ALERT_LOW: { code: 'LL', display: 'Critical low' },
  ABNORMAL_LOW: { code: 'L', display: 'Low' },
  NORMAL_LOW: { code: 'N', display: 'Normal' },
  NORMAL: { code: 'N', display: 'Normal' },
  NORMAL_HIGH: { code: 'N', display: 'Normal' },
  ABNORMAL_HIGH: { code: 'H', display: 'High' },
  ALERT_HIGH: { code: 'HH', display: 'Critical high' },
} as const;

/**
 * The traffic-light status as a v3 ObservationInterpretation: red LL/HH, yellow L/H, the three
 * green statuses N; no interpretation when no value or no limit decides one.
 */
export function interpretationOf(
  status: TrafficLightStatus | null | undefined,
): { readonly code: string; readonly display: string } | undefined {
  if (!status || status === 'NOT_SET_VALUE' || status === 'NOT_SET_LIMIT') return undefined;
  return STATUS_INTERPRETATIONS[status];
}

export const NIGHT_OUTCOMES = [
  { value: 0, code: 'dry', display: 'Dry night' },
  { value: 1, code: 'wet', display: 'Wet night' },
  { value: 2, code: 'very-wet', display: 'Very wet night' },
] as const;

/** Vigil's patient genders as FHIR administrative genders. */
export function administrativeGender(gender: 'Male' | 'Female' | 'Unknown'): 'male' | 'female' | 'unknown' {
  return gender === 'Male' ? 'male' : gender === 'Female' ? 'female' : 'unknown';
}
