import type { Plugin } from 'vite';

/**
 * What the first load may ask the main thread to evaluate (issue 45; bench/README.md, "Lighthouse
 * performance"): the bytes and modules of the login page's chunk (`first-screen`) and of the
 * signed-in frame with the patients list (`signed-in`), minified and unpacked, as the browser
 * parses and runs them. Counted, not timed, so the build gives the same answer on a busy host;
 * what they cost in time on a 4× slower CPU is measured by bench/long-tasks.ts.
 */
export const FIRST_LOAD_BUDGETS: Readonly<Record<string, { maxBytes: number; maxModules: number }>> = {
  'first-screen': { maxBytes: 625_000, maxModules: 330 },
  'signed-in': { maxBytes: 250_000, maxModules: 335 },
};

/**
 * The first screen's stylesheet blocks its first paint: the CSS of the Mantine components the app
 * uses (src/app/mantineStyles.ts) and the app's own, minified and unpacked.
 */
export const FIRST_SCREEN_STYLESHEET_MAX_BYTES = 160_000;

/**
 * Classic zod constructs its method layer with every schema and brings its JSON Schema writer:
 * the chunks of the first load read their schemas in zod/mini
 * (docs/decisions/web-app-delivery.md).
 */
const KEPT_OUT_OF_FIRST_LOAD = [/\/node_modules\/zod\/v4\/classic\//];

/** The problems of one chunk against its budget; none when it keeps to it. */
export function budgetProblems(
  chunk: { name: string; code: string; moduleIds: readonly string[] },
  budgets = FIRST_LOAD_BUDGETS,
): string[] {
  const budget = budgets[chunk.name];
  if (!budget) return [];
  const problems: string[] = [];
  if (chunk.code.length > budget.maxBytes)
    problems.push(`the ${chunk.name} chunk is ${chunk.code.length} bytes, more than ${budget.maxBytes}`);
  if (chunk.moduleIds.length > budget.maxModules)
    problems.push(
      `the ${chunk.name} chunk holds ${chunk.moduleIds.length} modules, more than ${budget.maxModules}`,
    );
  for (const pattern of KEPT_OUT_OF_FIRST_LOAD) {
    const module = chunk.moduleIds.find((id) => pattern.test(id));
    if (module) problems.push(`the ${chunk.name} chunk holds ${module} (classic zod: write it in zod/mini)`);
  }
  return problems;
}

/** The problem of the first screen's stylesheet against its budget, if it outgrows it. */
export function stylesheetProblems(
  asset: { fileName: string; source: string | Uint8Array },
  maxBytes = FIRST_SCREEN_STYLESHEET_MAX_BYTES,
): string[] {
  if (!/(^|\/)first-screen-[^/]*\.css$/.test(asset.fileName)) return [];
  const bytes = typeof asset.source === 'string' ? Buffer.byteLength(asset.source) : asset.source.length;
  return bytes > maxBytes ? [`the first-screen stylesheet is ${bytes} bytes, more than ${maxBytes}`] : [];
}

/** Fails the build when a chunk or the stylesheet of the first load outgrows its budget. */
export function firstLoadStaysInBudget(): Plugin {
  return {
    name: 'vigil:first-load-stays-in-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const problems = Object.values(bundle).flatMap((file) =>
        file.type === 'chunk' ? budgetProblems(file) : stylesheetProblems(file),
      );
      if (problems.length > 0) this.error(problems.join('; '));
    },
  };
}
