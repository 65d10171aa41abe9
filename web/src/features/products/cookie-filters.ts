/**
 * The list filters the spec keeps in cookies for 1000 days (pharmacy-side §9, supplier-side §9):
 * hide short dates and filter_by_expiration_date. Hide-non-accredited has no data behind it yet
 * (no supplier accreditation in the catalog), so it is not offered.
 */
import { useCallback, useState } from 'react';

export const COOKIE_MAX_AGE_SECONDS = 1000 * 24 * 60 * 60;
export const HIDE_SHORT_DATES_COOKIE = 'hide_short_dates';
export const FILTER_BY_EXPIRATION_COOKIE = 'filter_by_expiration_date';

export type CookieFilters = { hideShortDates: boolean; minExpiry: string | null };

export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export function writeCookie(name: string, value: string | null): void {
  const maxAge = value === null ? 0 : COOKIE_MAX_AGE_SECONDS;
  document.cookie = `${name}=${encodeURIComponent(value ?? '')}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
}

function readFilters(): CookieFilters {
  const minExpiry = readCookie(FILTER_BY_EXPIRATION_COOKIE);
  return {
    hideShortDates: readCookie(HIDE_SHORT_DATES_COOKIE) === '1',
    minExpiry: minExpiry && /^\d{4}-\d{2}-\d{2}$/.test(minExpiry) ? minExpiry : null,
  };
}

/** The cookie filters and a setter that writes them back (each change refetches the lists). */
export function useCookieFilters(): [CookieFilters, (next: Partial<CookieFilters>) => void] {
  const [filters, setFilters] = useState(readFilters);
  const update = useCallback((next: Partial<CookieFilters>) => {
    setFilters((current) => {
      const merged = { ...current, ...next };
      writeCookie(HIDE_SHORT_DATES_COOKIE, merged.hideShortDates ? '1' : null);
      writeCookie(FILTER_BY_EXPIRATION_COOKIE, merged.minExpiry);
      return merged;
    });
  }, []);
  return [filters, update];
}
