import { afterEach } from 'vitest';

/** What jsdom lacks and Mantine reads: media queries, element sizes, scrolling into view. */
function fillBrowserGaps(): void {
  const matchMedia = (media: string): MediaQueryList => ({
    media,
    matches: false,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
  window.matchMedia = matchMedia;
  window.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
  Element.prototype.scrollIntoView = () => undefined;
}

// Only component tests have a DOM; node tests skip all of this (and its imports).
if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');
  // findBy/waitFor wait up to 5 s for the screen to settle: 1 s (the default) was too short on a
  // loaded 2-core host, where a list's first rows could take longer to draw.
  configure({ asyncUtilTimeout: 5_000 });
  const { notifications } = await import('@mantine/notifications');
  const { startI18n } = await import('../i18n/i18n.ts');
  const { clearStoredClientState } = await import('../storage/clientState.ts');
  fillBrowserGaps();
  await startI18n();
  afterEach(() => {
    cleanup();
    notifications.clean();
    // What a logout clears (token, in-memory stores), and the browser's own choices too.
    clearStoredClientState();
    localStorage.clear();
  });
}
