import { Alert, Anchor, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatCents } from '../../../../domain/money.ts';
import { errorMessageOf } from '../../ui/notify.ts';
import { cartQueryOptions } from './cart-api.ts';
import { SavedItems } from './saved-items.tsx';
import { SupplierCartCard } from './supplier-cart-card.tsx';

function EmptyCart() {
  return (
    <Stack align="center" py="xl" gap="sm" data-testid="cart-empty">
      <Text c="dimmed">Your cart is empty.</Text>
      <Button
        component={Link}
        to="/pharmacy/marketplace"
        variant="light"
        data-testid="cart-empty-marketplace"
      >
        Browse the marketplace
      </Button>
    </Stack>
  );
}

/** /pharmacy/cart: one card per supplier (one cart per supplier, issue 4), then the saved items. */
export function CartPage() {
  const query = useQuery(cartQueryOptions());
  if (query.isPending) {
    return (
      <Center py="xl" data-testid="cart-loading">
        <Loader />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" title="Could not load your cart">
        {errorMessageOf(query.error)}
      </Alert>
    );
  }
  const { carts, saved, count, total_cents } = query.data;
  return (
    <Stack>
      <Group justify="space-between" align="baseline">
        <Title order={1}>Cart</Title>
        {count > 0 && (
          <Text c="dimmed" data-testid="cart-summary">
            {count} {count === 1 ? 'item' : 'items'} from {carts.length}{' '}
            {carts.length === 1 ? 'supplier' : 'suppliers'} · {formatCents(total_cents)}
          </Text>
        )}
      </Group>
      {carts.length === 0 ? (
        <EmptyCart />
      ) : (
        carts.map((cart) => <SupplierCartCard key={cart.supplier_id} cart={cart} />)
      )}
      <SavedItems groups={saved} />
      {carts.length > 0 && (
        <Anchor component={Link} to="/pharmacy/marketplace" size="sm">
          Continue shopping
        </Anchor>
      )}
    </Stack>
  );
}
