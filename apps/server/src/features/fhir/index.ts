/** The read-only HL7 FHIR R4 API (/fhir/R4): resources, searches, $everything and Bulk Data $export. */
export { registerFhirRoutes, FHIR_BASE_PATH } from './routes.ts';
export { fhirExportHousekeepingJob, fhirExportJob, FHIR_EXPORT_JOB } from './export-job.ts';
