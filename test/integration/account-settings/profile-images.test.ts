/**
 * Avatars and logos (issue 23): an image checked by its content, capped in size and pixels,
 * stored through the file store port and counted in the account's upload quota; answered with
 * its `url`, which serves it; a logo is an admin's to set.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFileUsage } from '../../../db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../../db/seed/demo-accounts.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import { blankPng, pngClaiming } from '../../harness/image-headers.ts';
import { imageForm } from './image-form.ts';

const PHARMACY_ID = DEMO_ACCOUNTS.find((a) => a.user.email === 'pharmacy@example.com')!.id;

let t: TestContext;
let admin: Credentials;
let member: Credentials;

beforeAll(async () => {
  t = await createTestContext();
  [admin, member] = await Promise.all([
    t.login('pharmacy@example.com'),
    t.login('pharmacy.member@example.com'),
  ]);
});
afterAll(() => t.close());

const usage = async () =>
  (await t.db.select().from(accountFileUsage).where(eq(accountFileUsage.accountId, PHARMACY_ID)))[0];

describe('profile images', () => {
  it('keeps an avatar, answers its url, serves it, and counts it against the upload quota', async () => {
    const before = (await usage())?.files ?? 0;
    const response = await t.call('POST', '/api/v1/settings/account/avatar', {
      as: member,
      body: imageForm(blankPng(16, 16)),
    });
    expect(response.status).toBe(201);
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(/^\/api\/v1\/settings\/account\/avatar\?v=\d+$/);
    const image = await t.call('GET', url, { as: member });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect((await usage())!.files).toBe(before + 1);
    const settings = (await (await t.call('GET', '/api/v1/settings/account', { as: member })).json()) as {
      avatar_url: string;
    };
    expect(settings.avatar_url).toBe(url);
  });

  it('replaces the previous avatar: the old file comes off the quota', async () => {
    const before = (await usage())!.files;
    const response = await t.call('POST', '/api/v1/settings/account/avatar', {
      as: member,
      body: imageForm(blankPng(8, 8)),
    });
    expect(response.status).toBe(201);
    expect((await usage())!.files).toBe(before);
  });

  it('rejects an image by content: a text file named .png is refused with 400 naming file', async () => {
    const before = (await usage())?.files ?? 0;
    const response = await t.call('POST', '/api/v1/settings/account/avatar', {
      as: member,
      body: imageForm(new TextEncoder().encode('not an image at all'), 'fake.png'),
    });
    expect(response.status).toBe(400);
    const problem = (await response.json()) as { errors: Record<string, string[]> };
    expect(problem.errors.file?.[0]).toBe('Please select a .jpeg, .jpg, .png or .gif image');
    expect((await usage())?.files ?? 0).toBe(before);
  });

  it('rejects a PDF as an avatar: a document is not a picture', async () => {
    const response = await t.call('POST', '/api/v1/settings/account/avatar', {
      as: member,
      body: imageForm(new TextEncoder().encode('%PDF-1.4\n% not a picture\n'), 'a.png'),
    });
    expect(response.status).toBe(400);
  });

  it('enforces the dimension cap: an image claiming 5000 × 5000 pixels is refused from its header', async () => {
    const response = await t.call('POST', '/api/v1/settings/account/logo', {
      as: admin,
      body: imageForm(pngClaiming(5000, 5000)),
    });
    expect(response.status).toBe(400);
    const problem = (await response.json()) as { errors: Record<string, string[]> };
    expect(problem.errors.file?.[0]).toContain('5000 × 5000 pixels');
  });

  it('lets an admin set the logo, and a member gets 403', async () => {
    const refused = await t.call('POST', '/api/v1/settings/account/logo', {
      as: member,
      body: imageForm(blankPng(16, 16)),
    });
    expect(refused.status).toBe(403);
    const response = await t.call('POST', '/api/v1/settings/account/logo', {
      as: admin,
      body: imageForm(blankPng(32, 16)),
    });
    expect(response.status).toBe(201);
    const { url } = (await response.json()) as { url: string };
    // The whole account sees its logo in the header.
    expect((await t.call('GET', url, { as: member })).status).toBe(200);
  });
});
