import { GET } from "@/app/api/viewer/route";
import { createUser } from "@/tests/factories";
import { signInAs, signInAsBanned } from "@/tests/session";

// The viewer layer's refusals say why (issue 48 item 4): a banned member's open tab on a cached public page
// is sent to the ban notice, anyone else's refused session stays a guest's page.
const layer = () => GET(new Request("http://localhost:3000/api/viewer?posts=&users="));

describe("GET /api/viewer refused", () => {
  it("answers a banned member's session with the code banned", async () => {
    await signInAsBanned(await createUser());
    const response = await layer();
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: "banned", message: "errors.banned" } });
  });

  it("answers a signed-out visitor as unauthorized, and the same member's session before the ban with the layer", async () => {
    await signInAs(null);
    expect(await (await layer()).json()).toEqual({ error: { code: "unauthorized", message: "errors.unauthorized" } });
    await signInAs(await createUser());
    expect((await layer()).status).toBe(200);
  });
});
