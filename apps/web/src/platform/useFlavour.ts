import { isTestEnvironment, type AppProfile, type Customer } from '@vigil/domain';
import { useSession } from '../api/session.ts';

export interface Flavour {
  customer: Customer;
  profile: AppProfile;
  isTestEnvironment: boolean;
}

/** Which customer flavour and profile this server runs; undefined until the server has answered. */
export function useFlavour(): Flavour | undefined {
  const { data } = useSession();
  if (!data) return undefined;
  return {
    customer: data.customerName,
    profile: data.profile,
    isTestEnvironment: isTestEnvironment(data.profile),
  };
}
