import { flavourOf, isTestEnvironment, type AppProfile, type Flavour } from '@vigil/domain';
import { useSession } from '../api/session.ts';

/** The flavour this server runs, what it is (its brand, tabs, model…), and the deployment's profile. */
export interface SessionFlavour extends Flavour {
  profile: AppProfile;
  isTestEnvironment: boolean;
}

/** Which customer flavour and profile this server runs; undefined until the server has answered. */
export function useFlavour(): SessionFlavour | undefined {
  const { data } = useSession();
  if (!data) return undefined;
  return {
    ...flavourOf(data.customerName),
    profile: data.profile,
    isTestEnvironment: isTestEnvironment(data.profile),
  };
}
