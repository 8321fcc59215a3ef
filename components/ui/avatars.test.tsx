import { renderToStaticMarkup } from "react-dom/server";
import { Avatar } from "@/components/posts/avatar";
import { UserAvatar } from "./user-avatar";

// A profile picture is stored at up to 2 048 px and drawn at 28–96 px on every card, comment and message:
// both avatar components show its small square copy (lib/storage/responsive-image.ts avatarSrc).
const stored = "/api/media/11111111-1111-4111-8111-111111111111/profiles/1796005420469-ae2789483a4b2045.webp";
const copy = "/api/media/11111111-1111-4111-8111-111111111111/profiles/1796005420469-ae2789483a4b2045-a192.webp";

const src = (html: string) => html.match(/<img\b[^>]* src="([^"]+)"/)?.[1];

describe("avatars", () => {
  it("show a stored picture's avatar copy", () => {
    expect(src(renderToStaticMarkup(<Avatar name="Lucía" url={stored} />))).toBe(copy);
    expect(src(renderToStaticMarkup(<UserAvatar name="Lucía" url={stored} size={96} />))).toBe(copy);
  });

  it("offer the original beside the copy where a class draws the picture larger than the copy serves", () => {
    const html = renderToStaticMarkup(
      <UserAvatar name="Lucía" url={stored} size={96} sizes="(min-width: 640px) 128px, 96px" />,
    );
    expect(html).toContain(`srcSet="${copy} 192w, ${stored} 2048w"`);
    expect(html).toContain(`sizes="(min-width: 640px) 128px, 96px"`);
  });

  it("show the initial when there is no picture", () => {
    expect(renderToStaticMarkup(<Avatar name="lucía" url={null} />)).toContain(">L</span>");
    expect(src(renderToStaticMarkup(<UserAvatar name="lucía" url={null} size={40} />))).toBeUndefined();
  });
});
