import { join } from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { layerImports } from './layer-imports.js';

RuleTester.describe = describe;
RuleTester.it = it;

// RuleTester lints as if from the working directory, the project's root.
const root = process.cwd();
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const at = (path: string) => join(root, path);
const activities = { forbid: ['api', 'web', 'cli', 'worker'], typesOnly: ['workflows'] };
const api = { forbid: ['web', 'cli', 'worker'], only: { workflows: ['messages.ts'] } };
const web = { forbid: ['db', 'activities', 'workflows', 'platform'], typesOnly: ['api'] };

tester.run('layer-imports', layerImports, {
  valid: [
    {
      filename: at('activities/orders/ship-order.ts'),
      code: "import { x } from '../../domain/money.ts';",
      options: [activities],
    },
    {
      filename: at('activities/orders/ship-order.ts'),
      code: "import type { X } from '../../workflows/orders/messages.ts';",
      options: [activities],
    },
    // web/src/api is the web app's own folder, not the server's api/.
    {
      filename: at('web/src/features/cart/cart-api.ts'),
      code: "import { apiClient } from '../../api/client.ts';",
      options: [web],
    },
    {
      filename: at('web/src/api/contract.ts'),
      code: "import type { components } from '../../../api/contract/openapi.gen.ts';",
      options: [web],
    },
    {
      filename: at('api/routes/orders/pharmacy-orders.ts'),
      code: "import { cancelOrderUpdate } from '../../../workflows/orders/messages.ts';",
      options: [api],
    },
  ],
  invalid: [
    {
      filename: at('api/routes/orders/pharmacy-orders.ts'),
      code: "import { MAX } from '../../../workflows/orders/command-checks.ts';",
      options: [api],
      errors: [{ messageId: 'only' }],
    },
    {
      filename: at('activities/orders/ship-order.ts'),
      code: "import { problem } from '../../api/problem.ts';",
      options: [activities],
      errors: [{ messageId: 'forbidden' }],
    },
    {
      filename: at('activities/orders/ship-order.ts'),
      code: "import { shipOrderUpdate } from '../../workflows/orders/messages.ts';",
      options: [activities],
      errors: [{ messageId: 'typesOnly' }],
    },
    {
      filename: at('web/src/features/cart/cart-page.tsx'),
      code: "import { createApp } from '../../../../api/app.ts';",
      options: [web],
      errors: [{ messageId: 'typesOnly' }],
    },
    {
      filename: at('web/src/features/cart/cart-page.tsx'),
      code: "export { db } from '../../../../db/client.ts';",
      options: [web],
      errors: [{ messageId: 'forbidden' }],
    },
  ],
});
