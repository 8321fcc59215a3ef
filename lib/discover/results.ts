import "server-only";
import { searchHashtags, type HashtagSummary } from "@/lib/hashtags/queries";
import { searchPets, searchUsers, type DiscoverPage, type DiscoverPet, type DiscoverUser } from "./queries";
import { readDiscoverQuery } from "./query-words";
import type { DiscoverRequest } from "./schemas";

/** How many people the pets tab shows above the pets when the query names people too. */
export const PEOPLE_PREVIEW = 3;

export type DiscoverResults =
  | { kind: "hashtags"; hashtags: HashtagSummary[] }
  | { kind: "pets"; people: DiscoverUser[]; morePeople: boolean; page: DiscoverPage<DiscoverPet> }
  | { kind: "users"; page: DiscoverPage<DiscoverUser> };

/**
 * What Discover shows for a request (issue 48 item 10), as one list with sections, as Instagram does:
 * - `#perros` lists the hashtags holding "perros" (most used first), on either tab;
 * - on the pets tab, the first page also shows the first PEOPLE_PREVIEW people the query's words match
 *   ("lucia", "madrid"), with a link to all of them, unless the query holds a species word ("perro madrid"
 *   asks for dogs, not for the people of Madrid); the pets follow, species words acting as a filter (lib/discover/queries.ts);
 * - the people tab lists people.
 */
export async function discoverResults(viewerId: string, request: DiscoverRequest): Promise<DiscoverResults> {
  const query = readDiscoverQuery(request.q);
  if (query.kind === "hashtag") return { kind: "hashtags", hashtags: query.tag ? await searchHashtags(query.tag) : [] };
  if (request.tab === "users") return { kind: "users", page: await searchUsers(viewerId, request) };
  const askPeople = query.text !== "" && query.species === null && !request.cursor;
  const [page, people] = await Promise.all([
    searchPets(viewerId, request),
    askPeople ? searchUsers(viewerId, { tab: "users", q: query.text, near: request.near }, PEOPLE_PREVIEW) : null,
  ]);
  return { kind: "pets", people: people?.items ?? [], morePeople: Boolean(people?.nextCursor), page };
}
