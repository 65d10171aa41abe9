import {
  Button,
  Divider,
  Group,
  Indicator,
  Loader,
  Popover,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { formatCents } from '../../../../domain/money.ts';
import { errorMessageOf } from '../../ui/notify.ts';
import { miniCartQueryOptions, type MiniCart } from './cart-api.ts';

function MiniCartContent({ cart }: { cart: MiniCart }) {
  if (cart.count === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="mini-cart-empty">
        Your cart is empty.
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      {cart.suppliers.map((s) => (
        <Group key={s.supplier_id} justify="space-between" wrap="nowrap" data-testid="mini-cart-supplier">
          <Text size="sm">
            {s.supplier_name}{' '}
            <Text span size="xs" c="dimmed">
              ({s.count} {s.count === 1 ? 'item' : 'items'})
            </Text>
          </Text>
          <Text size="sm" fw={600}>
            {formatCents(s.subtotal_cents)}
          </Text>
        </Group>
      ))}
      <Divider />
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          Total
        </Text>
        <Text size="sm" fw={700} data-testid="mini-cart-total">
          {formatCents(cart.total_cents)}
        </Text>
      </Group>
    </Stack>
  );
}

/** A shopping-cart outline (inline SVG: no icon font or emoji font is needed). */
function CartIcon() {
  return (
    <svg
      width={22}
      height={22}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden
    >
      <circle cx={9} cy={20} r={1.5} />
      <circle cx={18} cy={20} r={1.5} />
      <path
        d="M2 3h3l2.4 11.2a2 2 0 0 0 2 1.6h8.2a2 2 0 0 0 2-1.5L22 7H6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The header's mini cart (pharmacy-side §2 and §7 /orders/render_mini_cart, served as JSON): a badge
 * with the number of lines, and a popover with each supplier's subtotal and a link to the cart page.
 */
export function MiniCartButton() {
  const [opened, setOpened] = useState(false);
  const query = useQuery(miniCartQueryOptions());
  const count = query.data?.count ?? 0;
  return (
    <Popover opened={opened} onChange={setOpened} width={320} position="bottom-end" shadow="md" withArrow>
      <Popover.Target>
        <Indicator label={count} size={18} disabled={count === 0} data-testid="mini-cart-count">
          <UnstyledButton
            onClick={() => setOpened((o) => !o)}
            aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
            aria-expanded={opened}
            data-testid="mini-cart-button"
            px={6}
          >
            <CartIcon />
          </UnstyledButton>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown data-testid="mini-cart">
        {query.isPending ? (
          <Loader size="sm" />
        ) : query.isError ? (
          <Text size="sm" c="red">
            {errorMessageOf(query.error)}
          </Text>
        ) : (
          <MiniCartContent cart={query.data} />
        )}
        <Group justify="flex-end" mt="sm">
          <Button
            component={Link}
            to="/pharmacy/cart"
            size="xs"
            onClick={() => setOpened(false)}
            data-testid="mini-cart-view"
          >
            View cart
          </Button>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
