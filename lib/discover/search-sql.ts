import "server-only";
import { sql, type SQL } from "drizzle-orm";

/** Places within `km` of the viewer's place (the gazetteer is small: a scan of a few hundred rows). */
export function placesNear(viewerId: string, km: number): SQL {
  return sql`(select b.id from users me join places a on a.id = me.place_id, places b
    where me.id = ${viewerId} and patitas_km(a.latitude, a.longitude, b.latitude, b.longitude) <= ${km})`;
}
