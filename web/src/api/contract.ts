/**
 * Names for the API's schemas, as the contract generates them: `Schema<'CartLine'>` is the type of
 * a cart line exactly as the server declares it. No response type is written by hand in the web app.
 */
import type { components } from '../../../api/contract/openapi.gen.ts';

export type Schemas = components['schemas'];
export type Schema<Name extends keyof Schemas> = Schemas[Name];
