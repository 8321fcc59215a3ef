import { createUser } from "@/tests/factories";
import { uploadTestImage } from "@/tests/post-factories";
import { guideExcerpt, readingMinutes, renderGuideMarkdown } from "./markdown";
import { slugify } from "./slug";

describe("renderGuideMarkdown: no author's HTML reaches a page", () => {
  it.each([
    ["a script tag", "Hola <script>alert(1)</script> mundo"],
    ["an image with onerror", '<img src=x onerror="alert(1)">'],
    ["an inline event handler", '<a href="/" onclick="steal()">clic</a>'],
    ["an iframe", '<iframe src="/evil"></iframe>'],
    ["a style tag", "<style>body{display:none}</style>"],
    ["an SVG with script", "<svg><script>alert(1)</script></svg>"],
  ])("%s is shown as text", (_case, markdown) => {
    const html = renderGuideMarkdown(markdown);
    expect(html).not.toMatch(/<(script|img|iframe|style|svg|a)\b/i);
    expect(html).toContain("&lt;");
  });

  it.each([
    ["javascript:", "[clic](javascript:alert(1))"],
    ["JavaScript: in mixed case with spaces", "[clic]( JaVaScRiPt:alert(1) )"],
    ["an encoded javascript:", "[clic](javascript&#58;alert(1))"],
    ["vbscript:", "[clic](vbscript:msgbox(1))"],
    ["data:", "[clic](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)"],
    ["file:", "[clic](file:///etc/passwd)"],
    ["a protocol-relative address", "[clic](//evil.example/x)"],
    ["an autolink with javascript:", "<javascript:alert(1)>"],
  ])("a link to %s is not a link", (_case, markdown) => {
    const html = renderGuideMarkdown(markdown);
    expect(html).not.toMatch(/<a\b/);
    expect(html).not.toMatch(/href=/);
  });

  it("keeps http(s) links and the site's own paths; links elsewhere tell the other site nothing", () => {
    const html = renderGuideMarkdown(
      "[vet](https://www.example.org/vet) y [otra guía](/guides/cuidar-conejo) y https://www.example.org/auto",
    );
    expect(html).toContain('<a href="https://www.example.org/vet" rel="noopener noreferrer">vet</a>');
    expect(html).toContain('<a href="/guides/cuidar-conejo">otra guía</a>');
    expect(html).toContain('<a href="https://www.example.org/auto" rel="noopener noreferrer">');
  });

  it("shows only pictures uploaded here; any other picture is its description as text", async () => {
    const editor = await createUser({ role: "moderator" });
    const { url } = await uploadTestImage(editor.id, "guides");
    const ours = renderGuideMarkdown(`![Un perro feliz](${url})`);
    expect(ours).toContain(`<img src="${url}" alt="Un perro feliz" loading="lazy" decoding="async">`);
    for (const src of [
      "https://evil.example/x.png",
      "data:image/png;base64,AAAA",
      "javascript:alert(1)",
      "/api/media/../../etc/passwd",
      "/api/media/not-a-key",
    ]) {
      const html = renderGuideMarkdown(`![Un gato](${src})`);
      expect(html).not.toContain("<img");
      expect(html).toContain("Un gato");
    }
  });

  it("makes the text's headings section headings (the page's title is its one h1)", () => {
    expect(renderGuideMarkdown("# Uno\n\n## Dos\n\n### Tres")).toBe("<h2>Uno</h2>\n<h2>Dos</h2>\n<h3>Tres</h3>\n");
  });

  it("renders lists, emphasis and quotes", () => {
    const html = renderGuideMarkdown("- **pienso**\n- _agua_\n\n1. uno\n2. dos\n\n> ojo");
    expect(html).toContain("<ul>\n<li><strong>pienso</strong></li>\n<li><em>agua</em></li>\n</ul>");
    expect(html).toContain("<ol>\n<li>uno</li>\n<li>dos</li>\n</ol>");
    expect(html).toContain("<blockquote>\n<p>ojo</p>\n</blockquote>");
  });
});

describe("excerpt and reading time", () => {
  it("the excerpt is the text without markup, cut at a word", () => {
    expect(guideExcerpt("## Título\n\nUn **texto** con [enlace](https://x.org) y `código`.")).toBe(
      "Título Un texto con enlace y código.",
    );
    const long = guideExcerpt(`${"palabra ".repeat(60)}final`, 50);
    expect(long.length).toBeLessThanOrEqual(50);
    expect(long).toMatch(/palabra…$/);
  });

  it("reads 230 words a minute, 300 Chinese characters a minute, at least one", () => {
    expect(readingMinutes("hola")).toBe(1);
    expect(readingMinutes("palabra ".repeat(690))).toBe(3);
    expect(readingMinutes("狗".repeat(900))).toBe(3);
  });
});

describe("slugify", () => {
  it.each([
    ["Cómo alimentar a tu perro adulto", "como-alimentar-a-tu-perro-adulto"],
    ["  ¡Vacunas & desparasitación!  ", "vacunas-desparasitacion"],
    ["L’été avec ton chat", "l-ete-avec-ton-chat"],
    ["Cuidados do coelho: feno", "cuidados-do-coelho-feno"],
    ["如何给狗狗喂食", "如何给狗狗喂食"],
    ["¡¿…?!", ""],
  ])("%s → %s", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it("stops at a whole word within the limit", () => {
    expect(slugify("uno dos tres cuatro", 12)).toBe("uno-dos-tres");
  });
});
