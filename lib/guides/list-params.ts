// What /guides' URL may ask for. Anyone can edit a URL: whatever is not understood reads as the default
// (every species, every topic, no search, first page) instead of an error page. Client-safe.
import { GUIDE_LIMITS, GUIDE_SPECIES, GUIDE_TOPICS, type GuideSpecies, type GuideTopic } from "./fields";

export type GuideListParams = {
  species: GuideSpecies | null;
  topic: GuideTopic | null;
  q: string;
  cursor: string | null;
};

type Raw = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : "");

export function readGuideListParams(raw: Raw): GuideListParams {
  const species = one(raw.species);
  const topic = one(raw.topic);
  return {
    species: (GUIDE_SPECIES as readonly string[]).includes(species) ? (species as GuideSpecies) : null,
    topic: (GUIDE_TOPICS as readonly string[]).includes(topic) ? (topic as GuideTopic) : null,
    // NUL and control characters never reach SQL; long searches are cut, not refused.
    q: one(raw.q)
      .replace(/[\u0000-\u001f]/g, " ")
      .trim()
      .slice(0, GUIDE_LIMITS.searchMax),
    cursor: one(raw.cursor) || null,
  };
}

/** The query of /guides for these params (only what differs from the defaults). */
export function guideListQuery(params: Partial<GuideListParams>): Record<string, string> {
  const query: Record<string, string> = {};
  if (params.q) query.q = params.q;
  if (params.species) query.species = params.species;
  if (params.topic) query.topic = params.topic;
  if (params.cursor) query.cursor = params.cursor;
  return query;
}
