// Points the demo data's free-text locations ("Madrid, España") at gazetteer cities (decision 013), so
// deck distances are real: the city part of the text, accents and case ignored, in the user's country.
import { sql } from "drizzle-orm";
import type { Executor } from "@/lib/db/client";

export async function linkLocationsToPlaces(executor: Executor): Promise<void> {
  const city = (column: string) => sql.raw(`patitas_unaccent(lower(trim(split_part(${column}, ',', 1))))`);
  await executor.execute(sql`
    update users u set place_id = pl.id
    from places pl
    where u.place_id is null and u.location is not null and pl.country = u.country
      and ${city("u.location")} = patitas_unaccent(lower(pl.name))`);
  await executor.execute(sql`
    update pets p set place_id = pl.id
    from users u, places pl
    where p.place_id is null and p.location is not null and u.id = p.user_id and pl.country = u.country
      and ${city("p.location")} = patitas_unaccent(lower(pl.name))`);
}
