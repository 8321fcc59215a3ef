import { splitContent } from "@/lib/hashtags/extract";
import { localPath } from "@/lib/i18n/local-path";

/**
 * A post's or comment's text with #hashtags and @mentions as links (same rule the server counts by).
 * Plain links: the list's controller turns their clicks into client navigations (`PostInteractions`).
 */
export function PostContent({ text, locale, className = "" }: { text: string; locale: string; className?: string }) {
  if (!text) return null;
  return (
    <p className={`whitespace-pre-line break-words ${className}`}>
      {splitContent(text).map((part, index) =>
        part.type === "hashtag" ? (
          <a
            key={index}
            href={localPath(`/hashtag/${encodeURIComponent(part.tag)}`, locale)}
            className="font-bold text-brand-600 hover:underline"
          >
            {part.text}
          </a>
        ) : part.type === "mention" ? (
          <a
            key={index}
            href={localPath(`/u/${part.username}`, locale)}
            className="font-bold text-brand-600 hover:underline"
          >
            {part.text}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}
