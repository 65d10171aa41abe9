/** What other folders use of features/supplier-settings: they import it from here, never a file inside (eslint house/feature-imports). */
export { CardTaxesPage } from './card-taxes-page.tsx';
export { MinimumsPage } from './minimums-page.tsx';
export { PreferencesPage } from './preferences-page.tsx';
export {
  cardTaxesQueryOptions,
  minimumsQueryOptions,
  preferencesQueryOptions,
  shippingQueryOptions,
} from './settings-api.ts';
export { ShippingSettingsPage } from './shipping-page.tsx';
