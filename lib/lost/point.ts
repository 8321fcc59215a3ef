// The public point of a case or sighting: the exact point snapped to a grid of about 500 m, so a page
// shows the neighbourhood and never the doorstep. Pure, so the report and the seed share it.

/** Degrees of latitude in ~500 m. */
const LAT_STEP = 0.0045;

/** The grid point nearest to the exact point, rounded to 4 decimals (~10 m) so no float noise carries digits. */
export function roundedPoint(latitude: number, longitude: number): { lat: number; lng: number } {
  const lat = Math.round(latitude / LAT_STEP) * LAT_STEP;
  // A degree of longitude shrinks towards the poles; the step widens to keep ~500 m.
  const lngStep = LAT_STEP / Math.max(Math.cos((lat * Math.PI) / 180), 0.1);
  const lng = Math.round(longitude / lngStep) * lngStep;
  return { lat: Number(lat.toFixed(4)), lng: Number(Math.max(-180, Math.min(180, lng)).toFixed(4)) };
}
