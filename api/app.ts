import { OpenAPIHono } from '@hono/zod-openapi';
import { DomainError } from '../domain/errors.ts';
import { installValidationMessages } from '../domain/validation-messages.ts';
import type { AppDeps, AppEnv } from './context.ts';
import { authenticate } from './middleware/authenticate.ts';
import { limitBodies } from './middleware/body-limit.ts';
import { refuseControlCharacters } from './middleware/control-characters.ts';
import { idempotency } from './middleware/idempotency.ts';
import { csrfProtection } from './middleware/csrf.ts';
import { handleError, handleNotFound } from './middleware/errors.ts';
import { observeRequests } from './middleware/observe-requests.ts';
import { requestContext } from './middleware/request-context.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { accountSettingsRoutes, PROFILE_IMAGE_UPLOAD_PATHS } from './routes/account-settings/index.ts';
import { healthRoutes, supportHealthRoutes } from './routes/health/index.ts';
import { supplierSettingsRoutes } from './routes/supplier-settings/index.ts';
import { cartRoutes } from './routes/cart/index.ts';
import { checkoutRoutes } from './routes/checkout/index.ts';
import { p2pAutosuggestRoutes } from './routes/p2p/buying/autosuggest.ts';
import { p2pBuyingRoutes } from './routes/p2p/buying/buying.ts';
import { identityRoutes } from './routes/identity/index.ts';
import { locationRoutes } from './routes/locations/index.ts';
import { IMPORT_UPLOAD_PATHS, importRoutes } from './routes/imports/index.ts';
import { inventoryRoutes } from './routes/inventory/index.ts';
import { invoiceRoutes } from './routes/invoices/index.ts';
import { rewardRoutes } from './routes/rewards/index.ts';
import { paymentRoutes } from './routes/payments/index.ts';
import { bankAccountRoutes } from './routes/payments/bank-account-routes.ts';
import { sandboxBankRoutes } from './routes/payments/sandbox-bank-routes.ts';
import { notificationRoutes } from './routes/notifications/index.ts';
import { offersRoutes } from './routes/offers/index.ts';
import { customerRequestRoutes } from './routes/customer-requests/index.ts';
import { orderRoutes } from './routes/orders/index.ts';
import { p2pOrderRoutes } from './routes/p2p/orders/index.ts';
import { productRoutes } from './routes/products/index.ts';
import { AUDIT_UPLOAD_PATH, auditRoutes } from './routes/audits/index.ts';
import { wholesalerRoutes } from './routes/wholesalers/index.ts';
import { customerRoutes } from './routes/customers/index.ts';
import { supportRoutes } from './routes/support/index.ts';
import { SIGNUP_UPLOAD_PATHS, signupRoutes } from './routes/signup/index.ts';
import { LICENCE_UPLOAD_PATH, licenceRoutes } from './routes/licences/index.ts';
import { pharmacyDocumentRoutes, TAX_DOCUMENT_UPLOAD_PATH } from './routes/pharmacy-documents/index.ts';
import { BECOME_SELLER_PATH, sellerRegistrationRoutes } from './routes/seller-registration/index.ts';
import { esignRoutes } from './routes/esign/index.ts';
import { primariesRoutes } from './routes/primaries/index.ts';
import {
  LISTING_UPLOAD_PATH,
  LISTING_UPLOAD_PATTERNS,
  pharmacyInventoryRoutes,
} from './routes/p2p/listings/index.ts';
import { CHEQUE_UPLOAD_PATH, wholesalerApplicationRoutes } from './routes/wholesaler-applications/index.ts';
import { subAccountRoutes } from './routes/sub-accounts/index.ts';
import { spaRoutes } from './spa.ts';
import { docsRoutes } from './contract/docs-routes.ts';

/** The routes that read a multipart upload: they may take more than a JSON body (limitBodies). */
const UPLOAD_PATHS = new Set<string>([
  ...IMPORT_UPLOAD_PATHS,
  ...SIGNUP_UPLOAD_PATHS,
  BECOME_SELLER_PATH,
  TAX_DOCUMENT_UPLOAD_PATH,
  LISTING_UPLOAD_PATH,
  ...PROFILE_IMAGE_UPLOAD_PATHS,
]);
const UPLOAD_PATTERNS = [
  AUDIT_UPLOAD_PATH,
  CHEQUE_UPLOAD_PATH,
  LICENCE_UPLOAD_PATH,
  ...LISTING_UPLOAD_PATTERNS,
];
const isUploadPath = (path: string) =>
  UPLOAD_PATHS.has(path) || UPLOAD_PATTERNS.some((pattern) => pattern.test(path));

/** The /api/v1 routes, each area a router of its own. */
export function createApiV1() {
  return (
    new OpenAPIHono<AppEnv>()
      .use('*', authenticate())
      .use('*', csrfProtection())
      .use('*', refuseControlCharacters)
      .use('*', idempotency())
      .route('/', identityRoutes)
      .route('/', accountSettingsRoutes)
      .route('/', locationRoutes)
      .route('/', inventoryRoutes)
      .route('/', importRoutes)
      .route('/', supportRoutes)
      .route('/', supportHealthRoutes)
      // Before the products router: /products/rph2rph/autosuggest sits among its paths.
      .route('/', p2pAutosuggestRoutes)
      .route('/', productRoutes)
      .route('/', auditRoutes)
      .route('/', pharmacyDocumentRoutes)
      .route('/', wholesalerRoutes)
      .route('/', supplierSettingsRoutes)
      .route('/', notificationRoutes)
      .route('/', cartRoutes)
      .route('/', checkoutRoutes)
      .route('/', p2pBuyingRoutes)
      .route('/', paymentRoutes)
      .route('/', bankAccountRoutes)
      .route('/', sandboxBankRoutes)
      .route('/', orderRoutes)
      .route('/', p2pOrderRoutes)
      .route('/', invoiceRoutes)
      .route('/', rewardRoutes)
      .route('/', offersRoutes)
      .route('/', customerRoutes)
      .route('/', customerRequestRoutes)
      .route('/', signupRoutes)
      .route('/', sellerRegistrationRoutes)
      .route('/', licenceRoutes)
      .route('/', esignRoutes)
      .route('/', primariesRoutes)
      .route('/', wholesalerApplicationRoutes)
      .route('/', pharmacyInventoryRoutes)
      .route('/', subAccountRoutes)
      .all('*', () => {
        throw new DomainError('RESOURCE_NOT_FOUND', 'Not found');
      })
  );
}

/** The whole HTTP application: API, health, and the SPA. */
export function createApp(deps: AppDeps, options: { serveSpa?: boolean } = {}) {
  installValidationMessages();
  const app = new OpenAPIHono<AppEnv>();
  app
    .use('*', observeRequests())
    .use('*', requestContext(deps))
    .use('*', securityHeaders())
    .use('/api/*', limitBodies(isUploadPath))
    .route('/api', healthRoutes)
    .route('/api/v1', createApiV1())
    .route('/api', docsRoutes(app));
  app.all('/api/*', handleNotFound);
  if (options.serveSpa ?? true) app.route('/', spaRoutes(deps.env.webDistDir));
  app.onError(handleError);
  app.notFound(handleNotFound);
  return app;
}

export type App = ReturnType<typeof createApp>;
