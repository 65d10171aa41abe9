/**
 * Names for the API's schemas, as the contract generates them: `Schema<'CartLine'>` is the type of
 * a cart line exactly as the server declares it. No response type is written by hand in the web app.
 */
import type { components, paths } from '../../../api/contract/openapi.gen.ts';

export type Schemas = components['schemas'];
export type Schema<Name extends keyof Schemas> = Schemas[Name];

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The JSON body a call sends: `RequestBody<'/api/v1/payment_methods/cards', 'post'>`. */
export type RequestBody<P extends keyof paths, M extends Method> = paths[P][M] extends {
  requestBody?: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

/** The JSON a call answers on success: `ResponseBody<'/api/v1/bundle_offers/new', 'get'>`. */
export type ResponseBody<P extends keyof paths, M extends Method> = paths[P][M] extends {
  responses: { 200: { content: { 'application/json': infer Body } } };
}
  ? Body
  : never;
