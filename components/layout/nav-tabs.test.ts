/* @no-database: pure path matching. */
import { isActiveTab, navTabs } from "./nav-tabs";

const active = (pathname: string) => navTabs.filter(({ href }) => isActiveTab(pathname, href)).map(({ key }) => key);

describe("isActiveTab", () => {
  it("lights one tab: the page's section", () => {
    expect(active("/activity")).toEqual(["activity"]);
    expect(active("/marketplace/products/x")).toEqual(["marketplace"]);
    // Issue 48 item 15: the buyer's orders are the marketplace's, never activity's.
    expect(active("/orders")).toEqual(["marketplace"]);
    expect(active("/saved")).toEqual(["profile"]);
    expect(active("/pets/new")).toEqual(["profile"]);
  });

  it("does not take a page whose address only begins like a tab's", () => {
    expect(active("/homeless")).toEqual([]);
    expect(active("/ordersx")).toEqual([]);
  });
});
