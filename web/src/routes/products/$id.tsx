import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { P2pSellerBadges } from '../../features/p2p/buying/index.ts';
import { ProductPage } from '../../features/products/index.ts';

const SORT_KEYS = [
  'manufacturer',
  'supplier_name',
  'package_size',
  'stock',
  'expiration_date',
  'price_per_unit',
  'price',
] as const;

/** The product page's sort lives in the URL; a bad value falls back to price ascending. */
const ProductSearchSchema = z.object({
  sort: z.enum(SORT_KEYS).catch('price').default('price'),
  direction: z.enum(['asc', 'desc']).catch('asc').default('asc'),
});

export const Route = createFileRoute('/products/$id')({
  validateSearch: ProductSearchSchema,
  component: function ProductRoute() {
    const { id } = Route.useParams();
    const { sort, direction } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <ProductPage
        id={id}
        sort={sort}
        direction={direction}
        onSort={(s, d) => void navigate({ search: { sort: s, direction: d }, replace: true })}
        sellerBadges={(listing) => listing.p2p && <P2pSellerBadges seller={listing.p2p} />}
      />
    );
  },
});
