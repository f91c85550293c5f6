import { describe, expect, it } from 'vitest';
import { browserName } from './browserName.ts';

describe('browserName', () => {
  it('names the common browsers and systems', () => {
    expect(browserName('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe(
      'Firefox 128 · Linux',
    );
    expect(
      browserName(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
    ).toBe('Edge 131 · Windows');
    expect(
      browserName(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari 17 · iOS');
    expect(
      browserName(
        'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
      ),
    ).toBe('Chrome 130 · Android');
  });

  it('keeps an unknown agent as it came, shortened, and nothing for none', () => {
    expect(browserName('curl/8.5.0')).toBe('curl/8.5.0');
    expect(browserName('x'.repeat(100))).toHaveLength(60);
    expect(browserName(null)).toBeNull();
  });
});
