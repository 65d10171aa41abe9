import { Hono } from 'hono';
import { isoDate } from '../../domain/dates.ts';
import {
  FAVORITES_PER_PAGE,
  favoritesPageEntriesInfo,
  listFavorites,
} from '../../db/queries/products/favorites.ts';
import type { AppEnv } from '../context.ts';
import { requireAccountKind } from '../middleware/require-account-kind.ts';
import { readQuery } from '../validation.ts';
import { PageQuery } from './products-schemas.ts';
import { serializeSummary } from './products-serializers.ts';

/** The caller's favourites list (/favorites), 10 per page, the user's own only. */
export const favoriteRoutes = new Hono<AppEnv>().get(
  '/favorites',
  requireAccountKind('pharmacy'),
  async (c) => {
    const { page } = readQuery(c, PageQuery);
    const { db, now } = c.get('deps');
    const { rows, total } = await listFavorites(db, {
      userId: c.get('caller').user.id,
      page,
      today: isoDate(now()),
    });
    return c.json({
      data: rows.map((r) => ({ ...serializeSummary(r), favorited_at: r.at })),
      page,
      per_page: FAVORITES_PER_PAGE,
      total,
      page_entries_info: favoritesPageEntriesInfo(total, page),
    });
  },
);
