import { LOST_COLOURS } from "@/lib/db/schema";
import { lostColours } from "./fields";

it("offers the colour words the database's check accepts, no more and no fewer", () => {
  expect([...lostColours]).toEqual([...LOST_COLOURS]);
});
