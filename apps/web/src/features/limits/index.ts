export { GeneralLimitsPanel } from './GeneralLimitsPanel.tsx';
export { PatientLimitDialog, type LimitVariable } from './PatientLimitDialog.tsx';
export { PatientLimitsPanel } from './PatientLimitsPanel.tsx';
