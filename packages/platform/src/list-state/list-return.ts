import { useLocation } from '@care/platform/router';

/** What a link from a list carries to a record's page: the list's query (page, sort, search). */
export interface FromList {
  listSearch: string;
}

/** Router state for a link from a list whose URL query is `listSearch` (e.g. `?page=2`). */
export const fromList = (listSearch: string): FromList => ({ listSearch });

function listSearchOf(state: unknown): string {
  const search = (state as Partial<FromList> | null)?.listSearch;
  return typeof search === 'string' && search.startsWith('?') ? search : '';
}

/**
 * Where Back, Cancel and a save lead from a record's page: the list at `listPath` as the user
 * left it (the same page, sort and search), or the plain list when the page was opened directly.
 */
export function useListReturnPath(listPath: string): string {
  const { state } = useLocation();
  return `${listPath}${listSearchOf(state)}`;
}
