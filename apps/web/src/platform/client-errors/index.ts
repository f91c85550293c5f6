export { installClientErrorReporting, reportClientError } from './reportClientError.ts';
