/** The supplier's customers: the list, one customer's view and its terms (supplier-side §2, §7). */
import type { Context } from 'hono';
import { updateCustomerTerms } from '../../../services/customers/update-customer-terms.ts';
import {
  listControlRequestsOfCustomer,
  listCustomerInvoices,
  listCustomerOrders,
} from '../../../db/queries/customers/customer-history.ts';
import {
  findSupplierCustomer,
  listSupplierCustomers,
} from '../../../db/queries/customers/supplier-customers.ts';
import { accountsUnderApproval } from '../../../db/queries/checkout.ts';
import { listLicencesOf } from '../../../db/queries/licences.ts';
import { isoDateIn } from '../../../domain/zoned-dates.ts';
import {
  CUSTOMER_TERMS_MESSAGES,
  CustomerTermsUpdateSchema,
} from '../../../domain/customers/customer-terms.ts';
import { notFound } from '../../../domain/errors.ts';
import { defineRoute, jsonContent } from '../../contract/route.ts';
import { addRoute, createRouter } from '../../contract/router.ts';
import type { AppEnv } from '../../context.ts';
import { z } from 'zod';
import {
  CustomerAnswerSchema,
  CustomerDetailSchema,
  CustomerListQuery,
  CustomerSchema,
  IdParam,
  iso,
  serializeControlRequest,
  serializeCustomer,
  serializeLicence,
} from './schemas.ts';

const area = 'customers';
const access = ['supplier'] as const;

const listRoute = defineRoute({
  method: 'get',
  path: '/customers',
  area,
  access,
  summary:
    'The supplier’s customers with their credit, terms, last order and open balance; searched, sorted, paged',
  request: { query: CustomerListQuery },
  responses: {
    200: jsonContent(
      z.strictObject({
        data: z.array(CustomerSchema),
        page: z.number().int(),
        per_page: z.number().int(),
        total: z.number().int(),
      }),
      'One page of customers',
    ),
  },
});

const detailRoute = defineRoute({
  method: 'get',
  path: '/customers/{id}',
  area,
  access,
  summary:
    'One customer: terms, credit, licences on file, its orders and invoices with this supplier, suspension requests',
  request: { params: IdParam },
  responses: { 200: jsonContent(CustomerDetailSchema, 'The customer') },
  problems: [404],
});

const updateRoute = defineRoute({
  method: 'patch',
  path: '/customers/{id}',
  area,
  access,
  role: 'admin',
  summary: 'Change a customer’s credit allocated, net days, credit hold, external id, hide brand products',
  description:
    'Blank credit_allocated means 0 and blank net_days 30 (supplier-side §9); credit_allocated is dollars.',
  request: { params: IdParam, body: CustomerTermsUpdateSchema },
  responses: { 200: jsonContent(CustomerAnswerSchema, 'Saved') },
  problems: [404],
});

/** The caller's own customer, or 404. */
export async function ownCustomer(c: Context<AppEnv>, id: string) {
  const customer = await findSupplierCustomer(c.get('deps').db, c.get('caller').account.id, id);
  if (!customer) throw notFound('Customer');
  return customer;
}

export const supplierCustomerRoutes = createRouter();

addRoute(supplierCustomerRoutes, listRoute, async (c) => {
  const q = c.req.valid('query');
  const { rows, total } = await listSupplierCustomers(c.get('deps').db, c.get('caller').account.id, {
    search: q.search,
    sort: q.sort,
    direction: q.direction,
    page: q.page,
    perPage: q.per_page,
  });
  return c.json({ data: rows.map(serializeCustomer), page: q.page, per_page: q.per_page, total }, 200);
});

addRoute(supplierCustomerRoutes, detailRoute, async (c) => {
  const { db } = c.get('deps');
  const supplierId = c.get('caller').account.id;
  const customer = await ownCustomer(c, c.req.valid('param').id);
  const buyers = await accountsUnderApproval(db, customer.pharmacyAccountId, supplierId);
  const [orderRows, invoiceRows, requests, licences] = await Promise.all([
    listCustomerOrders(db, supplierId, buyers),
    listCustomerInvoices(db, supplierId, buyers),
    listControlRequestsOfCustomer(db, supplierId, customer.id),
    listLicencesOf(db, customer.pharmacyAccountId),
  ]);
  const today = isoDateIn(new Date(), c.get('caller').account.timeZone);
  const body = {
    customer: serializeCustomer(customer),
    orders: orderRows.map((o) => ({
      id: o.id,
      number: o.number,
      status: o.status,
      total_cents: o.totalCents,
      payment_method: o.paymentMethod,
      placed_at: iso(o.placedAt)!,
    })),
    invoices: invoiceRows.map((i) => ({
      id: i.id,
      number: i.number,
      order_id: i.orderId,
      status: i.status,
      amount_cents: i.amountCents,
      paid_cents: i.paidCents,
      issued_on: i.issuedOn,
      due_on: i.dueOn,
    })),
    requests: requests.map(serializeControlRequest),
    licences: licences.map((l) => serializeLicence(l, today)),
  };
  return c.json(body, 200);
});

addRoute(supplierCustomerRoutes, updateRoute, async (c) => {
  const supplierAccountId = c.get('caller').account.id;
  const customerId = c.req.valid('param').id;
  await updateCustomerTerms(c.get('deps').db, { supplierAccountId, customerId, update: c.req.valid('json') });
  const customer = await ownCustomer(c, customerId);
  return c.json({ message: CUSTOMER_TERMS_MESSAGES.updated, customer: serializeCustomer(customer) }, 200);
});
