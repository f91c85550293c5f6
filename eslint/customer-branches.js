import { TEST_FILE } from './feature-boundaries.js';

/** What names the deployment's customer: `customer`, `config.customer`, `session.customerName`. */
const CUSTOMER_NAMES = new Set(['customer', 'customerName']);

function namesCustomer(node) {
  const inner = node.type === 'ChainExpression' ? node.expression : node;
  if (inner.type === 'Identifier') return CUSTOMER_NAMES.has(inner.name);
  return (
    inner.type === 'MemberExpression' &&
    !inner.computed &&
    inner.property.type === 'Identifier' &&
    CUSTOMER_NAMES.has(inner.property.name)
  );
}

const isText = (node) =>
  (node.type === 'Literal' && typeof node.value === 'string') ||
  (node.type === 'TemplateLiteral' && node.expressions.length === 0);

const COMPARISONS = new Set(['===', '!==', '==', '!=']);

/**
 * A customer flavour is read, not branched on: code asks `flavourOf(customer)` (or the web's
 * `useFlavour()`) what the flavour does, and never compares the customer with a name, so a
 * third flavour is one more object in FLAVOURS (packages/domain/src/flavours.ts), not a branch
 * in each place. Tests, which run each flavour by name, are free.
 */
export const customerBranches = {
  meta: {
    type: 'problem',
    docs: { description: "Read what a flavour does from its Flavour; do not compare the customer's name." },
    messages: {
      compared:
        'The customer is compared with a name: read what the flavour does from flavourOf(customer) or useFlavour() (packages/domain/src/flavours.ts), adding a field there if it has none.',
    },
    schema: [],
  },
  create(context) {
    if (TEST_FILE.test(context.filename.split('\\').join('/'))) return {};
    return {
      BinaryExpression(node) {
        if (!COMPARISONS.has(node.operator)) return;
        const { left, right } = node;
        if ((namesCustomer(left) && isText(right)) || (namesCustomer(right) && isText(left)))
          context.report({ node, messageId: 'compared' });
      },
      SwitchStatement(node) {
        if (
          namesCustomer(node.discriminant) &&
          node.cases.some((branch) => branch.test && isText(branch.test))
        )
          context.report({ node, messageId: 'compared' });
      },
    };
  },
};
