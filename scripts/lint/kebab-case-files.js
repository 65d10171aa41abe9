// @ts-check
/**
 * ESLint rule: file names are kebab-case (STYLE habit 5), with dotted suffixes allowed
 * (`cart-api.ts`, `order-state.test.ts`, `openapi.gen.ts`). Route files of the web app are exempt
 * by configuration: their names are the URLs the spec gives (`ach_verification.tsx`, `$orderId.tsx`).
 */
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*\.(ts|tsx|js|mjs)$/;

/** @type {import('eslint').Rule.RuleModule} */
export const kebabCaseFiles = {
  meta: {
    type: 'suggestion',
    docs: { description: 'File names are kebab-case.' },
    messages: { notKebab: 'File name "{{name}}" is not kebab-case (e.g. order-state.ts).' },
    schema: [],
  },
  create(context) {
    const name = context.filename.split(/[\\/]/).pop() ?? '';
    return {
      Program(node) {
        if (!KEBAB.test(name)) context.report({ node, messageId: 'notKebab', data: { name } });
      },
    };
  },
};
