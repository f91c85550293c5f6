/** The read-only HL7 FHIR R4 API (/fhir/R4): Patient, Observation, CodeSystem and the CapabilityStatement. */
export { registerFhirRoutes, FHIR_BASE_PATH } from './routes.ts';
