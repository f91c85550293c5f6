import type { Customer } from '@vigil/domain';

/** Product names are brands, so they stay the same in every language. */
export const BRAND_NAMES: Record<Customer, string> = {
  bedwetting: 'Vigil Dry Nights',
  generic: 'Vigil',
};
