/**
 * Paging kept in the component, for tables inside a page whose URL does not carry their page
 * (recent imports, row errors, promotions). A new per-page choice starts again at page 1.
 */
import { useMemo, useState } from 'react';
import type { PagingParams } from '../paging-footer.tsx';

export function useLocalPaging(perPage = 25): PagingParams {
  const [state, setState] = useState({ page: 1, perPage });
  return useMemo(
    () => ({
      page: state.page,
      perPage: state.perPage,
      onParams: (next) =>
        setState((previous) => ({ page: next.page, perPage: next.per_page ?? previous.perPage })),
    }),
    [state],
  );
}

/** The rows of the current page of `paging`, out of all the rows a query answered (undefined while loading). */
export function rowsOfPage<T>(rows: readonly T[] | undefined, paging: PagingParams): T[] | undefined {
  const start = (paging.page - 1) * paging.perPage;
  return rows?.slice(start, start + paging.perPage);
}
