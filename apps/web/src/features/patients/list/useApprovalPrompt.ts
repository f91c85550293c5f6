import { useState } from 'react';
import { resetOnLogout } from '../../../storage/clientState.ts';

// Once closed, the dialog stays closed for this visit; the next login asks again.
let dismissedThisVisit = false;
resetOnLogout(() => {
  dismissedThisVisit = false;
});

/** docs/requirements/screens-and-routes.md#patients-list: the approval dialog opens by itself while patients wait for their clinic's decision. */
export function useApprovalPrompt(pending: boolean) {
  const [openedByHand, setOpenedByHand] = useState(false);
  const [dismissed, setDismissed] = useState(dismissedThisVisit);
  return {
    opened: openedByHand || (pending && !dismissed),
    open: () => setOpenedByHand(true),
    close: () => {
      dismissedThisVisit = true;
      setDismissed(true);
      setOpenedByHand(false);
    },
  };
}
