import { describe, expect, it } from 'vitest';
import { buildNumberAction } from './buildNumber.ts';

describe('build number on login', () => {
  it('the same build changes nothing', () => {
    expect(buildNumberAction('1.4.0', '1.4.0')).toBe('none');
  });

  it('a new build is stored and the page reloads once', () => {
    expect(buildNumberAction('1.4.0', '1.5.0')).toBe('storeAndReload');
  });

  it('the first login in a browser only stores the build', () => {
    expect(buildNumberAction(null, '1.5.0')).toBe('store');
  });
});
