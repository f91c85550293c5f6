export type DeviceType = 'desktop' | 'mobile';

/** What X-Device-Type reports; tablets count as mobile, as their screens get the compact layout. */
export function deviceTypeOf(userAgent: string): DeviceType {
  return /Mobi|Android|iPhone|iPad|iPod/i.test(userAgent) ? 'mobile' : 'desktop';
}
