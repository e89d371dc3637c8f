/**
 * A list's address narrowed by a figure's query (`dashboardFigureQueries` of the contracts), as
 * the list's own filters write it in its URL: the figure and the list show the same records.
 */
export function listLink(listPath: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value);
  const search = params.toString();
  return search ? `${listPath}?${search}` : listPath;
}
