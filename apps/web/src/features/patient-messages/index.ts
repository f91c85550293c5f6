/** Messages to a patient: the Send messages and Automatic messages tabs. */
export { AutomaticMessagesTab } from './AutomaticMessagesTab.tsx';
export { SendMessagesTab } from './SendMessagesTab.tsx';
export { useSentMessages } from './api.ts';
