// Issue 45, privacy: a case's exact point (where its reporter stood) is kept for the alerts' distance and
// never leaves the database. A case is made with a known exact point; every read path runs (the queries
// the pages load, the actions' answers, the sitemap, the activity list, the logs) and none may show the
// point's digits. The statements the reads send are checked too: none selects the exact columns.
import { sql } from "drizzle-orm";
import { GET as sitemapFile } from "@/app/sitemaps/[kind]/[page]/route";
import { getDb, onQuery, queryRows } from "@/lib/db/client";
import { listActivity } from "@/lib/notifications/queries";
import { listSitemapEntries } from "@/lib/seo/sitemap";
import { createUser } from "@/tests/factories";
import { captureLogs } from "@/tests/logs";
import { PLACES, reportInput } from "@/tests/lost-factories";
import { signInAs } from "@/tests/session";
import {
  addSightingAction,
  editLostCaseAction,
  markReunitedAction,
  reportLostCaseAction,
  showLostPhoneAction,
} from "./actions";
import {
  casePhone,
  getCaseForEdit,
  getLostCase,
  listCasesForStaff,
  listMatches,
  listMyCases,
  listNearby,
  listTimeline,
} from "./queries";

// Digits no rounding to the ~500 m grid can produce (the grid's points have at most 4 decimals).
const EXACT = { latitude: 40.4172937, longitude: -3.7049513 };
const SIGHTED = { latitude: 40.3311871, longitude: -3.7622649 };
const secrets = ["4172937", "7049513", "3311871", "7622649", "40.41729", "3.70495", "40.33118", "3.76226"];

function leaks(value: unknown): string[] {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return secrets.filter((secret) => text.includes(secret));
}

it("never shows a case's exact point, nor a sighting's, on any read path", async () => {
  const logs = captureLogs();
  const statements: string[] = [];
  const stop = onQuery((query) => statements.push(query));
  try {
    const [owner, finder, helper] = [await createUser(), await createUser(), await createUser()];
    await signInAs(owner);
    const reported = await reportLostCaseAction(
      await reportInput(owner.id, { point: EXACT, phone: "+34 611 222 333", colours: ["grey"], size: "large" }),
    );
    expect(reported.ok).toBe(true);
    const id = reported.ok ? reported.data.id : "";
    await signInAs(finder);
    const found = await reportLostCaseAction(
      await reportInput(finder.id, {
        kind: "found",
        foundState: "keeping",
        point: { latitude: 40.4190111, longitude: -3.7011999 },
        colours: ["grey"],
        size: "large",
      }),
    );
    await signInAs(helper);
    const sighted = await addSightingAction({
      caseId: id,
      placeId: PLACES.leganes,
      point: SIGHTED,
      seenAt: new Date(Date.now() - 60_000).toISOString(),
      note: "Cerca del parque",
    });
    await signInAs(owner);
    const editInput = await reportInput(owner.id, { colours: ["grey"], size: "large" });
    const edited = await editLostCaseAction({ ...editInput, caseId: id });
    const phone = await showLostPhoneAction({ caseId: id });

    const readsFrom = statements.length;
    const answers: unknown[] = [
      reported,
      found,
      sighted,
      edited,
      phone,
      await getLostCase(id),
      await listTimeline(id),
      await listMatches(id),
      found.ok ? await listMatches(found.data.id) : null,
      await listNearby({ placeId: PLACES.madrid, locale: "es", filters: {} }),
      await listNearby({ viewerId: owner.id, locale: "en", filters: { kind: "lost", species: "dog" } }),
      await listMyCases(owner.id),
      await listCasesForStaff(null),
      await getCaseForEdit(owner.id, id),
      await casePhone(helper.id, id),
      await listActivity(owner.id),
      await listSitemapEntries("lost", null),
      await (
        await sitemapFile(new Request("http://localhost/sitemaps/lost/start.xml"), {
          params: Promise.resolve({ kind: "lost", page: "start.xml" }),
        })
      ).text(),
    ];
    const readStatements = statements.slice(readsFrom);
    await markReunitedAction({ caseId: id });
    answers.push(await getLostCase(id));

    // The exact point is stored (the alerts need it) …
    const [stored] = await queryRows<{ exact_lat: number; exact_lng: number }>(
      await getDb(),
      sql`select exact_lat, exact_lng from lost_cases where id = ${id}::uuid`,
    );
    expect(Number(stored!.exact_lat)).toBe(EXACT.latitude);
    // … and shows nowhere: not in any answer, not in any log line, not selected by any read.
    expect(answers.flatMap((answer) => leaks(answer))).toEqual([]);
    expect(leaks(logs.text())).toEqual([]);
    // (Whether a point is stored, "exact_lat is not null", is all a read may ask of it.)
    expect(readStatements.filter((statement) => /exact_l(?:at|ng)(?!\s+is\s+(?:not\s+)?null)/.test(statement))).toEqual(
      [],
    );
    // The sighting kept no exact point at all.
    expect(
      leaks(await queryRows(await getDb(), sql`select * from lost_sightings where case_id = ${id}::uuid`)),
    ).toEqual([]);
  } finally {
    stop();
    logs.restore();
  }
});
