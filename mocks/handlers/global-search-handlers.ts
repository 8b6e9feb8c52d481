import { endpoints } from '../../src/config/endpoints';
import {
  GLOBAL_SEARCH_LIMIT,
  globalSearchRequestSchema,
  recentKey,
  searchableKinds,
  type GlobalSearchResponse,
  type GlobalSearchResult,
} from '../../src/lib/schemas/global-search-schemas';
import { matchScore, recencyBoost, searchQuery, topRanked, type Ranked } from '../../src/lib/search-rank';
import { getDb } from '../db/store';
import { compareText } from '../lib/text-order';
import { globalSearchEntries, type GlobalSearchEntry } from './global-search-index';
import { issueMessages, route } from './route';

/**
 * `POST GlobalSearch/Search` (issue 20): the command palette's search. Looks through every kind of
 * record the user may read (`globalSearchKindPermissions`; others are never read), ranks matches by
 * quality and by the client's recent list, and answers the best `GLOBAL_SEARCH_LIMIT`.
 */
const search = route('post', endpoints.globalSearch.search, { allow: 'signed-in', body: globalSearchRequestSchema, messages: issueMessages }, ({ user, body }) => {
  const query = searchQuery(body.searchTerm);
  const answer: GlobalSearchResponse = { results: [] };
  if (query.term === '') return answer;
  const db = getDb();
  const recent = new Map(body.recent.map((key, position) => [key, position] as const));
  const wanted = body.kinds.length > 0 ? new Set(body.kinds) : null;
  const kinds = searchableKinds(user.permissions).filter((kind) => wanted === null || wanted.has(kind));
  function* matches(): Generator<Ranked<GlobalSearchEntry>> {
    for (const kind of kinds) {
      for (const entry of globalSearchEntries(db, kind)) {
        const score = matchScore(entry.fields, query);
        if (score === 0) continue;
        yield { item: entry, score: score + recencyBoost(recent.get(recentKey(entry.kind, entry.context)) ?? -1), title: entry.title };
      }
    }
  }
  answer.results = topRanked(matches(), GLOBAL_SEARCH_LIMIT, compareText).map(
    ({ item, score }): GlobalSearchResult => ({
      kind: item.kind,
      context: item.context,
      title: item.title,
      detail: item.detail,
      number: item.number,
      jobContext: item.jobContext,
      score,
    }),
  );
  return answer;
});

export const globalSearchHandlers = [search];
