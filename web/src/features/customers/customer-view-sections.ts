/**
 * The tabs other areas mount on the customer view (/suppliers/customers/view/{id}): customer
 * requests and audits add one entry each here, e.g.
 * `{ value: 'requests', label: 'Requests', render: (c) => <CustomerRequestsPanel customerId={c.id} /> }`.
 * The view shows them after its own tabs, in this order.
 */
import { createElement, type ReactNode } from 'react';
import { CustomerAuditsPanel } from '../audits/index.ts';
import { CustomerRequestsPanel } from '../customer-requests/index.ts';
import type { Customer } from './customers-api.ts';

export type CustomerViewSection = {
  /** The tab's value, also its test id (`customer-tab-<value>`). */
  value: string;
  label: string;
  render: (customer: Customer) => ReactNode;
};

export const customerViewSections: CustomerViewSection[] = [
  {
    value: 'requests',
    label: 'Requests',
    render: (customer) => createElement(CustomerRequestsPanel, { customerId: customer.id }),
  },
  {
    value: 'audits',
    label: 'Audits',
    render: (customer) => createElement(CustomerAuditsPanel, { customerId: customer.id }),
  },
];
