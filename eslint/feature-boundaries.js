import path from 'node:path';

/**
 * A feature's public faces are its index.ts and, for the pages the router loads when their route
 * is first shown, its pages.ts: code outside a feature folder imports only those files. Pages
 * have a face of their own so that what other features import from index.ts (a button, a dialog)
 * does not bring the pages' code along into the signed-in frame.
 * Tests and their helpers (`*.test.ts`, `test-*.ts`, `src/test/`) may reach inside, because they
 * check the inside. Relative imports are resolved against the importing file, so it does not
 * matter how many `../` they take.
 */
const FEATURES = /^(.*\/src\/features)\/([^/]+)\//;
export const TEST_FILE = /(\.test\.tsx?$)|(\/test-[^/]*\.tsx?$)|(\/src\/test\/)/;
const FACES = new Set(['index.ts', 'index.tsx', 'pages.ts']);

function featureOf(file) {
  const match = FEATURES.exec(file.split(path.sep).join('/'));
  return match ? { root: `${match[1]}/${match[2]}`, name: match[2] } : null;
}

/**
 * The visitors that hand `check` every relative import of a file (imported, re-exported, or
 * imported later) as the path it resolves to, from the root, and its node.
 */
export function relativeImports(importer, check) {
  const visit = (node) => {
    const source = node?.value;
    if (typeof source !== 'string' || !source.startsWith('.')) return;
    check(path.posix.normalize(path.posix.join(path.posix.dirname(importer), source)), node);
  };
  return {
    ImportDeclaration: (node) => visit(node.source),
    ExportNamedDeclaration: (node) => visit(node.source),
    ExportAllDeclaration: (node) => visit(node.source),
    ImportExpression: (node) => visit(node.source.type === 'Literal' ? node.source : null),
  };
}

/** @type {import('eslint').Rule.RuleModule} */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Import another feature only through its index.ts or pages.ts, its public faces.' },
    messages: {
      internal:
        "'{{source}}' is inside the feature '{{feature}}': import it from that feature's index.ts or pages.ts (its public faces).",
    },
    schema: [],
  },
  create(context) {
    const importer = context.filename.split(path.sep).join('/');
    if (TEST_FILE.test(importer)) return {};
    const home = featureOf(importer);
    return relativeImports(importer, (target, node) => {
      const feature = featureOf(target);
      if (!feature || feature.root === home?.root) return;
      if (path.posix.dirname(target) === feature.root && FACES.has(path.posix.basename(target))) return;
      context.report({ node, messageId: 'internal', data: { source: node.value, feature: feature.name } });
    });
  },
};

export const vigil = { rules: { 'feature-boundaries': featureBoundaries } };
