/**
 * The demo marketplace's people: fixed ids so that seeding again finds the same rows.
 * Every demo login uses DEMO_PASSWORD. Addresses are real US ZIP codes and cities.
 */
export const DEMO_PASSWORD = 'Demo-Password-1!';

type DemoUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: 'admin' | 'member' | 'operator';
};

type DemoAccount = {
  id: string;
  kind: 'pharmacy' | 'supplier' | 'support';
  name: string;
  /** Where its days begin (date-range filters): the time zone of its locations. */
  timeZone: string;
  /** The account's first user: its admin (the support desk's operator). */
  user: DemoUser;
  /** Further users of the account without the admin role (issue 10: roles are enforced). */
  members?: DemoUser[];
  locations: {
    id: string;
    name: string;
    address1: string;
    city: string;
    state: string;
    zipcode: string;
    phone: string;
  }[];
};

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    id: '8f3c1a2e-0001-4a7b-9c11-5d2e6f7a8b01',
    kind: 'pharmacy',
    name: 'Main Street Pharmacy',
    timeZone: 'America/Chicago',
    user: {
      id: '8f3c1a2e-1001-4a7b-9c11-5d2e6f7a8b01',
      email: 'pharmacy@example.com',
      firstName: 'Paula',
      lastName: 'Reyes',
      role: 'admin',
    },
    members: [
      {
        id: '8f3c1a2e-1101-4a7b-9c11-5d2e6f7a8b01',
        email: 'pharmacy.member@example.com',
        firstName: 'Mateo',
        lastName: 'Alvarez',
        role: 'member',
      },
    ],
    locations: [
      {
        id: '8f3c1a2e-2001-4a7b-9c11-5d2e6f7a8b01',
        name: 'Main Street Pharmacy - Downtown',
        address1: '512 Congress Ave',
        city: 'Austin',
        state: 'TX',
        zipcode: '78701',
        phone: '(512) 555-0142',
      },
      {
        id: '8f3c1a2e-2002-4a7b-9c11-5d2e6f7a8b01',
        name: 'Main Street Pharmacy - North Lamar',
        address1: '8820 N Lamar Blvd',
        city: 'Austin',
        state: 'TX',
        zipcode: '78753',
        phone: '(512) 555-0187',
      },
    ],
  },
  {
    id: '8f3c1a2e-0002-4a7b-9c11-5d2e6f7a8b01',
    kind: 'pharmacy',
    name: 'Riverside Drug',
    timeZone: 'America/Los_Angeles',
    user: {
      id: '8f3c1a2e-1002-4a7b-9c11-5d2e6f7a8b01',
      email: 'seller@example.com',
      firstName: 'Sam',
      lastName: 'Okafor',
      role: 'admin',
    },
    locations: [
      {
        id: '8f3c1a2e-2003-4a7b-9c11-5d2e6f7a8b01',
        name: 'Riverside Drug',
        address1: '1220 SW Morrison St',
        city: 'Portland',
        state: 'OR',
        zipcode: '97205',
        phone: '(503) 555-0119',
      },
    ],
  },
  {
    id: '8f3c1a2e-0003-4a7b-9c11-5d2e6f7a8b01',
    kind: 'supplier',
    name: 'Keystone Wholesale Drug',
    timeZone: 'America/New_York',
    user: {
      id: '8f3c1a2e-1003-4a7b-9c11-5d2e6f7a8b01',
      email: 'supplier@example.com',
      firstName: 'Karen',
      lastName: 'Whitfield',
      role: 'admin',
    },
    members: [
      {
        id: '8f3c1a2e-1103-4a7b-9c11-5d2e6f7a8b01',
        email: 'supplier.member@example.com',
        firstName: 'Dale',
        lastName: 'Kowalski',
        role: 'member',
      },
    ],
    locations: [],
  },
  {
    id: '8f3c1a2e-0004-4a7b-9c11-5d2e6f7a8b01',
    kind: 'supplier',
    name: 'Bluegrass Pharma Supply',
    timeZone: 'America/New_York',
    user: {
      id: '8f3c1a2e-1004-4a7b-9c11-5d2e6f7a8b01',
      email: 'supplier2@example.com',
      firstName: 'Ben',
      lastName: 'Calloway',
      role: 'admin',
    },
    locations: [],
  },
  {
    id: '8f3c1a2e-0005-4a7b-9c11-5d2e6f7a8b01',
    kind: 'support',
    name: 'Marketplace Support',
    timeZone: 'America/New_York',
    user: {
      id: '8f3c1a2e-1005-4a7b-9c11-5d2e6f7a8b01',
      email: 'support@example.com',
      firstName: 'Sofia',
      lastName: 'Lindqvist',
      role: 'operator',
    },
    locations: [],
  },
];
