import { Anchor, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { BalanceDropdown } from '../invoices/index.ts';
import { MiniCartButton } from '../cart/index.ts';
import { NotificationPane } from '../notifications/index.ts';
import { ProductSearchBox } from '../search/index.ts';
import { HeaderPoints } from '../rewards/index.ts';

/** The pharmacy header menus (pharmacy-side §2: marketplace, deals, short-dates, favorites) and the search box. */
export function PharmacyHeader() {
  return (
    <Group gap="md" wrap="nowrap" justify="space-between">
      <Group gap="md" wrap="nowrap">
        <ProductSearchBox />
        <Group gap="sm" wrap="nowrap" visibleFrom="md" component="nav" aria-label="Shop">
          <Anchor component={Link} to="/pharmacy/marketplace" size="sm" data-testid="header-marketplace">
            Marketplace
          </Anchor>
          <Anchor component={Link} to="/pharmacy/deals" size="sm" data-testid="header-deals">
            Deals
          </Anchor>
          <Anchor component={Link} to="/pharmacy/shortdates" size="sm" data-testid="header-shortdates">
            Short-dates
          </Anchor>
          <Anchor component={Link} to="/favorites" size="sm" data-testid="header-favorites">
            Favorites
          </Anchor>
        </Group>
      </Group>
      <Group gap="md" wrap="nowrap">
        <HeaderPoints />
        <BalanceDropdown />
        <MiniCartButton />
        <NotificationPane />
      </Group>
    </Group>
  );
}
