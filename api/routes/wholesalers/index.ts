/** Wholesaler details for pharmacies (/pharmacy/wholesalers/{id}/details, supplier-side §2). */
import { z } from 'zod';
import { formatNdc } from '../../../domain/catalog/ndc.ts';
import { isoDate } from '../../../domain/dates.ts';
import { notFound } from '../../../domain/errors.ts';
import { findWholesaler, listWholesalerProducts } from '../../../db/queries/wholesalers.ts';
import { defineRoute, jsonContent } from '../../contract/route.ts';
import { addRoute, createRouter } from '../../contract/router.ts';

const area = 'wholesalers';
const access = ['pharmacy'] as const;
const IdParam = z.strictObject({ id: z.uuid('not a valid id') });
const ProductsQuery = z.strictObject({
  keywords: z.string().max(200).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});

const WholesalerSchema = z
  .strictObject({
    id: z.uuid(),
    name: z.string(),
    product_count: z.number().int(),
    member_since: z.iso.date(),
  })
  .meta({ id: 'Wholesaler' });

const WholesalerProductSchema = z
  .strictObject({
    listing_id: z.uuid(),
    product_id: z.uuid(),
    ndc: z.string(),
    name: z.string(),
    strength: z.string(),
    form: z.string(),
    package_size: z.string(),
    manufacturer: z.string(),
    price_cents: z.number().int(),
    stock: z.number().int(),
    expiration_date: z.iso.date().nullable(),
    deal: z.boolean(),
  })
  .meta({ id: 'WholesalerProduct' });

const detailRoute = defineRoute({
  method: 'get',
  path: '/wholesalers/{id}',
  area,
  access,
  summary: 'A wholesaler: its name, products on offer and member-since date',
  request: { params: IdParam },
  responses: { 200: jsonContent(WholesalerSchema, 'The wholesaler') },
  problems: [404],
});

const productsRoute = defineRoute({
  method: 'get',
  path: '/wholesalers/{id}/products',
  area,
  access,
  summary: 'The wholesaler’s listings on offer now',
  request: { params: IdParam, query: ProductsQuery },
  responses: {
    200: jsonContent(
      z.strictObject({
        data: z.array(WholesalerProductSchema),
        page: z.number().int(),
        per_page: z.number().int(),
        total: z.number().int(),
      }),
      'One page of listings',
    ),
  },
  problems: [404],
});

export const wholesalerRoutes = createRouter();

addRoute(wholesalerRoutes, detailRoute, async (c) => {
  const { db, now } = c.get('deps');
  const wholesaler = await findWholesaler(db, c.req.valid('param').id, isoDate(now()));
  if (!wholesaler) throw notFound('Wholesaler');
  const body = {
    id: wholesaler.id,
    name: wholesaler.name,
    product_count: wholesaler.productCount,
    member_since: wholesaler.memberSince,
  };
  return c.json(body, 200);
});

addRoute(wholesalerRoutes, productsRoute, async (c) => {
  const { id } = c.req.valid('param');
  const q = c.req.valid('query');
  const { db, now } = c.get('deps');
  const today = isoDate(now());
  if (!(await findWholesaler(db, id, today))) throw notFound('Wholesaler');
  const { rows, total } = await listWholesalerProducts(db, {
    wholesalerId: id,
    keywords: q.keywords,
    page: q.page,
    perPage: q.per_page,
    today,
  });
  const data = rows.map((r) => ({
    listing_id: r.listing_id,
    product_id: r.product_id,
    ndc: formatNdc(r.ndc),
    name: r.name,
    strength: r.strength,
    form: r.dosage_form,
    package_size: r.package_size,
    manufacturer: r.manufacturer,
    price_cents: r.pack_price_cents,
    stock: r.stock,
    expiration_date: r.expiry_date,
    deal: r.is_deal,
  }));
  return c.json({ data, page: q.page, per_page: q.per_page, total }, 200);
});
