const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/FxiOS\/(\d+)/, 'Firefox'],
  [/CriOS\/(\d+)/, 'Chrome'],
  [/Chrom(?:e|ium)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/**
 * A short name for a session's browser from its User-Agent ("Firefox 128 · Linux"); the text as it
 * came (shortened) when no known browser is named in it.
 */
export function browserName(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (match) return [`${name} ${match[1]}`, system].filter(Boolean).join(' · ');
  }
  return userAgent.length > 60 ? `${userAgent.slice(0, 59)}…` : userAgent;
}
