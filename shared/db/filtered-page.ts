import { withFilters, type Filter, type KeyQuery } from './key-query';
import { queryPage, type Page, type PageRequest } from './query-page';

/**
 * The one filtered-list planner: a list endpoint's equality filters answered by the most
 * selective access pattern that covers some of them, the others as a FilterExpression on that
 * Query. Plans are given most selective first (a user's rows before a status's); the first plan
 * whose `uses` are all given carries the key condition. A FilterExpression is applied after
 * `Limit`, so a filtered page is filled with at most MAX_FILL_QUERIES Queries of at most
 * `page_size` items: the work stays proportional to the page, and a page may hold fewer results
 * than `page_size` while `next` is still set (clients follow `next` to null).
 */
export const MAX_FILL_QUERIES = 5;

export interface Plan<F> {
  /** The filters this plan's key condition answers (all must be given). */
  uses: readonly (keyof F & string)[];
  query(filters: F): KeyQuery;
}

/**
 * The Query of a filter set: the first plan whose filters are all given, with every other given
 * filter of `filterable` (attribute = filter name) as an equality filter. The last plan should
 * use nothing (the unfiltered pattern).
 */
export function plan<F extends Partial<Record<keyof F, unknown>>>(plans: readonly Plan<F>[], filters: F, filterable: readonly (keyof F & string)[]): KeyQuery {
  const given = (name: keyof F) => filters[name] !== undefined;
  const chosen = plans.find((p) => p.uses.every(given));
  if (!chosen) throw new Error('no plan answers these filters: the last plan must use none');
  const rest: Filter[] = filterable.filter((name) => given(name) && !chosen.uses.includes(name)).map((name) => ({ attribute: name, op: '=', value: filters[name] }));
  return withFilters(chosen.query(filters), rest);
}

/** One page of a planned (maybe filtered) Query, filled with at most MAX_FILL_QUERIES Queries. */
export const filteredPage = <T>(query: KeyQuery, page: PageRequest, map: (item: Record<string, unknown>) => T): Promise<Page<T>> =>
  queryPage(query, page, map, { maxQueries: MAX_FILL_QUERIES });
