export { InHospitalButton } from './InHospitalButton.tsx';
