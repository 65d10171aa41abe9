import { Alert, Badge, Button, Card, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { formatCents } from '../../../../domain/money.ts';
import type { SupplierCart } from './cart-api.ts';
import { ButtonLink } from '../../ui/button-link.tsx';
import { CartLineRow } from './cart-line-row.tsx';

/**
 * The supplier's order-minimum notice (pharmacy-side §5 Order minimums): the server's message, as a
 * notice while the cart meets it and as an alert while it does not.
 */
function MinimumNotice({ cart }: { cart: SupplierCart }) {
  const { met, message } = cart.minimum;
  if (!message) return null;
  return (
    <Alert
      color={met ? 'blue' : 'yellow'}
      variant="light"
      title={met ? undefined : 'Order minimum not met'}
      data-testid="cart-minimum"
      data-met={met}
    >
      {message}
    </Alert>
  );
}

/** Why the cart cannot go to checkout yet, or null when it can. */
function checkoutBlocked(cart: SupplierCart): string | null {
  if (!cart.customer_approved) return `${cart.supplier_name} has not approved your account yet.`;
  if (!cart.minimum.met) return cart.minimum.message ?? 'The order minimum is not met.';
  if (cart.lines.some((l) => !l.available)) return 'Remove the unavailable items to check out.';
  return null;
}

/** One supplier's cart: its lines, minimum notice, subtotal and the way to its checkout. */
export function SupplierCartCard({ cart }: { cart: SupplierCart }) {
  const blocked = checkoutBlocked(cart);
  return (
    <Card withBorder padding="lg" data-testid="supplier-cart" data-supplier-id={cart.supplier_id}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="xs">
            <Title order={2} size="h4" data-testid="supplier-cart-name">
              {cart.supplier_name}
            </Title>
            {cart.is_p2p && (
              <Badge color="cyan" variant="light" data-testid="cart-p2p">
                Pharmacy seller
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {cart.item_count} {cart.item_count === 1 ? 'item' : 'items'}
          </Text>
        </Group>
        {!cart.customer_approved && (
          <Alert color="red" variant="light" data-testid="cart-not-approved">
            {cart.supplier_name} has not approved your account yet.
          </Alert>
        )}
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Product</Table.Th>
                <Table.Th ta="right">Pack price</Table.Th>
                <Table.Th>Quantity</Table.Th>
                <Table.Th ta="right">Item total</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {cart.lines.map((line) => (
                <CartLineRow key={line.id} line={line} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <MinimumNotice cart={cart} />
        <Group justify="space-between" align="center">
          <Text fw={600}>
            Subtotal{' '}
            <Text span fw={700} data-testid="supplier-subtotal">
              {formatCents(cart.subtotal_cents)}
            </Text>
          </Text>
          {blocked === null && cart.is_p2p ? (
            // A pharmacy seller's cart has its own checkout (issue 13: reason code, card only).
            <ButtonLink
              to="/pharmacy/p2p_checkout/$sellerId"
              params={{ sellerId: cart.supplier_id }}
              data-testid="checkout-button"
            >
              Checkout
            </ButtonLink>
          ) : blocked === null ? (
            <ButtonLink
              to="/pharmacy/checkout/$supplierId"
              params={{ supplierId: cart.supplier_id }}
              data-testid="checkout-button"
            >
              Checkout
            </ButtonLink>
          ) : (
            <Stack gap={2} align="flex-end">
              <Button
                disabled
                data-testid="checkout-button"
                aria-describedby={`checkout-blocked-${cart.supplier_id}`}
              >
                Checkout
              </Button>
              <Text size="xs" c="dimmed" id={`checkout-blocked-${cart.supplier_id}`} maw={360} ta="right">
                {blocked}
              </Text>
            </Stack>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
