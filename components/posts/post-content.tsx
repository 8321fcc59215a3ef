import { splitContent } from "@/lib/hashtags/extract";
import { localPath } from "@/lib/i18n/local-path";

/**
 * A post's or comment's text with #hashtags and @mentions as links (same rule the server counts by).
 * Plain links: the list's controller turns their clicks into client navigations (`PostInteractions`).
 * The text between them stays bare text, not a `<span>` each: a server-drawn card's markup travels twice
 * (HTML and RSC payload), so every element it spares counts twice.
 */
export function PostContent({ text, locale, className }: { text: string; locale: string; className?: string }) {
  if (!text) return null;
  return (
    <p className={className ? `whitespace-pre-line break-words ${className}` : "whitespace-pre-line break-words"}>
      {splitContent(text).map((part, index) =>
        part.type === "text" ? (
          part.text
        ) : (
          <a
            key={index}
            href={localPath(
              part.type === "hashtag" ? `/hashtag/${encodeURIComponent(part.tag)}` : `/u/${part.username}`,
              locale,
            )}
            className="content-link"
          >
            {part.text}
          </a>
        ),
      )}
    </p>
  );
}
