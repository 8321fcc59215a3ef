import type { MouseEvent } from "react";
import { followsInApp } from "./intent-link";
import { localPath } from "./local-path";
import { getPathname } from "./navigation";

describe("localPath: the app's paths in the reader's language (decision 082)", () => {
  it("leaves Spanish, the default, unprefixed and prefixes the others", () => {
    expect(localPath("/home", "es")).toBe("/home");
    expect(localPath("/home", "en")).toBe("/en/home");
    expect(localPath("/p/1?tab=x#c", "zh")).toBe("/zh/p/1?tab=x#c");
  });

  it("writes the root of another language without a trailing slash", () => {
    expect(localPath("/", "fr")).toBe("/fr");
    expect(localPath("/?view=stores", "pt")).toBe("/pt?view=stores");
    expect(localPath("/", "es")).toBe("/");
  });

  it("prefixes Spanish too when asked, for a change of language", () => {
    expect(localPath("/auth", "es", { forcePrefix: true })).toBe("/es/auth");
  });

  it("serializes a query, repeating lists and leaving absent values out", () => {
    expect(localPath({ pathname: "/guides", query: { topic: "health", cursor: undefined, q: null } }, "en")).toBe(
      "/en/guides?topic=health",
    );
    expect(localPath({ pathname: "/admin/users", query: { tag: ["a b", "c"], page: 2 } }, "es")).toBe(
      "/admin/users?tag=a+b&tag=c&page=2",
    );
    expect(localPath({ pathname: "/guides", query: {} }, "es")).toBe("/guides");
  });

  it("returns what is not one of the app's paths as given", () => {
    for (const href of ["https://stripe.com/x", "mailto:a@b.c", "#comments", "relative/path"])
      expect(localPath(href, "en")).toBe(href);
  });

  it("is what getPathname answers for forms and redirects", () => {
    expect(getPathname({ href: "/guides", locale: "en" })).toBe("/en/guides");
    expect(getPathname({ href: "/guides", locale: "es" })).toBe("/guides");
  });
});

describe("followsInApp: the clicks the app follows in place, by next/link's rules", () => {
  function link(href: string, attributes: Record<string, string> = {}) {
    return {
      target: attributes.target ?? "",
      getAttribute: (name: string) => (name === "href" ? href : (attributes[name] ?? null)),
      hasAttribute: (name: string) => name in attributes,
    } as unknown as HTMLAnchorElement;
  }
  const click = (extra: Partial<MouseEvent> = {}) =>
    ({
      button: 0,
      metaKey: false,
      ctrlKey: false,
      shiftKey: false,
      altKey: false,
      defaultPrevented: false,
      ...extra,
    }) as MouseEvent;

  it("follows a plain left click on a path of the site", () => {
    expect(followsInApp(click(), link("/en/marketplace"))).toBe(true);
    expect(followsInApp(click(), link("/p/1", { target: "_self" }))).toBe(true);
  });

  it("leaves new tabs, windows and downloads to the browser", () => {
    for (const extra of [{ metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }])
      expect(followsInApp(click(extra), link("/p/1"))).toBe(false);
    expect(followsInApp(click(), link("/p/1", { target: "_blank" }))).toBe(false);
    expect(followsInApp(click(), link("/export.csv", { download: "" }))).toBe(false);
  });

  it("leaves other sites, hashes and handled clicks alone", () => {
    expect(followsInApp(click(), link("https://stripe.com"))).toBe(false);
    expect(followsInApp(click(), link("//evil.example/x"))).toBe(false);
    expect(followsInApp(click(), link("#comments"))).toBe(false);
    expect(followsInApp(click({ defaultPrevented: true }), link("/p/1"))).toBe(false);
  });
});
