import { FHIR_VERSION } from '@vigil/domain';
import { BUILD_NUMBER } from '../../version.ts';
import { DEFAULT_COUNT, MAX_COUNT } from './search.ts';

interface ResourceCapability {
  readonly type: string;
  readonly read: boolean;
  readonly search: readonly { name: string; type: 'token' | 'string' | 'date' | 'reference' | 'special' }[];
  readonly documentation?: string;
  readonly operations?: readonly { name: string; definition: string }[];
}

const BULK_DATA = 'http://hl7.org/fhir/uv/bulkdata/OperationDefinition';

/** What the server answers, resource by resource: the CapabilityStatement is built from this list. */
export const RESOURCE_CAPABILITIES: readonly ResourceCapability[] = [
  {
    type: 'Patient',
    read: true,
    search: [
      { name: '_id', type: 'token' },
      { name: 'name', type: 'string' },
      { name: 'birthdate', type: 'date' },
    ],
    operations: [
      { name: 'everything', definition: 'http://hl7.org/fhir/OperationDefinition/Patient-everything' },
    ],
  },
  {
    type: 'Observation',
    read: true,
    search: [
      { name: 'patient', type: 'reference' },
      { name: 'subject', type: 'reference' },
      { name: 'code', type: 'token' },
      { name: 'date', type: 'date' },
    ],
    documentation:
      'A search names exactly one patient (patient or subject). _sort takes date or -date (the default).',
  },
  ...(['RiskAssessment', 'Flag', 'Communication', 'Encounter'] as const).map((type) => ({
    type,
    read: true,
    search: [
      { name: 'patient', type: 'reference' as const },
      { name: 'subject', type: 'reference' as const },
    ],
    documentation: 'A search names exactly one patient (patient or subject).',
  })),
  ...(['Organization', 'Location'] as const).map((type) => ({
    type,
    read: true,
    search: [{ name: '_id', type: 'token' as const }],
    documentation: 'The organizations and clinics whose patients the caller sees.',
  })),
  { type: 'CodeSystem', read: true, search: [] },
  {
    type: 'Group',
    read: false,
    search: [],
    documentation:
      'A clinic is a Group of its patients (Group/{id} with the id of Location/{id}), for $export only.',
    operations: [{ name: 'export', definition: `${BULK_DATA}/group-export` }],
  },
];

/** GET /fhir/R4/metadata: the CapabilityStatement (FHIR 4.0.1) of exactly what is supported. */
export function capabilityStatement(baseUrl: string) {
  return {
    resourceType: 'CapabilityStatement',
    status: 'active',
    date: '2026-11-28',
    kind: 'instance',
    software: { name: 'Vigil', version: BUILD_NUMBER },
    implementation: { description: 'Vigil FHIR R4 API (read-only)', url: baseUrl },
    fhirVersion: FHIR_VERSION,
    format: ['json'],
    rest: [
      {
        mode: 'server',
        documentation:
          `Read-only. Parameters not listed are refused with 400 and an OperationOutcome. ` +
          `_count defaults to ${DEFAULT_COUNT} and is capped at ${MAX_COUNT}; next links page on with _offset.`,
        security: {
          cors: false,
          description:
            'The Vigil session token, as X-Auth-Token or Authorization: Bearer; the caller sees the patients of their scope only.',
        },
        resource: RESOURCE_CAPABILITIES.map((resource) => ({
          type: resource.type,
          interaction: [
            ...(resource.read ? [{ code: 'read' }] : []),
            ...(resource.search.length > 0 ? [{ code: 'search-type' }] : []),
          ],
          ...(resource.search.length > 0
            ? { searchParam: resource.search.map(({ name, type }) => ({ name, type })) }
            : {}),
          ...(resource.operations
            ? {
                operation: resource.operations.map(({ name, definition }) => ({ name, definition })),
              }
            : {}),
          ...(resource.documentation ? { documentation: resource.documentation } : {}),
        })),
        // Bulk Data Access 2.0: _type and _outputFormat (NDJSON); other kick-off parameters are 400s.
        operation: [{ name: 'export', definition: `${BULK_DATA}/export` }],
      },
    ],
  };
}
