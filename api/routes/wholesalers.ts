import { Hono } from 'hono';
import { z } from 'zod';
import { formatNdc } from '../../domain/catalog/ndc.ts';
import { isoDate } from '../../domain/dates.ts';
import { notFound } from '../../domain/errors.ts';
import { findWholesaler, listWholesalerProducts } from '../../db/queries/wholesalers.ts';
import type { AppEnv } from '../context.ts';
import { requireAccountKind } from '../middleware/require-account-kind.ts';
import { parseWith, readQuery } from '../validation.ts';

/** Lowercase uuids only, so other areas' named paths under /wholesalers never land here. */
const ID = ':id{[0-9a-f-]+}';
const IdParam = z.strictObject({ id: z.uuid('not a valid id') });
const ProductsQuery = z.strictObject({
  keywords: z.string().max(200).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});

/** Wholesaler details for pharmacies (/pharmacy/wholesalers/{id}/details, supplier-side §2). */
export const wholesalerRoutes = new Hono<AppEnv>()
  .get(`/wholesalers/${ID}`, requireAccountKind('pharmacy'), async (c) => {
    const { id } = parseWith(IdParam, c.req.param());
    const { db, now } = c.get('deps');
    const wholesaler = await findWholesaler(db, id, isoDate(now()));
    if (!wholesaler) throw notFound('Wholesaler');
    return c.json({
      id: wholesaler.id,
      name: wholesaler.name,
      product_count: wholesaler.productCount,
      member_since: wholesaler.memberSince,
    });
  })
  .get(`/wholesalers/${ID}/products`, requireAccountKind('pharmacy'), async (c) => {
    const { id } = parseWith(IdParam, c.req.param());
    const q = readQuery(c, ProductsQuery);
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
    return c.json({
      data: rows.map((r) => ({
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
      })),
      page: q.page,
      per_page: q.per_page,
      total,
    });
  });
