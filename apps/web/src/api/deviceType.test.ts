import { describe, expect, it } from 'vitest';
import { deviceTypeOf } from './deviceType.ts';

describe('device type', () => {
  it('a desktop browser is desktop', () => {
    const chromeOnLinux =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
    expect(deviceTypeOf(chromeOnLinux)).toBe('desktop');
  });

  it('phones and tablets are mobile', () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    const androidTablet =
      'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';
    expect(deviceTypeOf(iphone)).toBe('mobile');
    expect(deviceTypeOf(androidTablet)).toBe('mobile');
  });
});
