export { OwnProfileButton, OwnProfileHost } from './OwnProfileButton.tsx';
export { ThemeMenu } from './ThemeMenu.tsx';
export { EnrolmentStep, ErrorAlert, RecoveryCodes } from './TotpEnrolmentSteps.tsx';
export { SecondFactorPolicy } from './SecondFactorPolicy.tsx';
