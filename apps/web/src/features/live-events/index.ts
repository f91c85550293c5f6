export { LiveIndicator } from './LiveIndicator.tsx';
export { useLiveEvents, useLiveState } from './useLiveEvents.ts';
