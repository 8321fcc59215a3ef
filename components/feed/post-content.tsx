import { splitContent } from "@/lib/hashtags/extract";
import { Link } from "@/lib/i18n/navigation";

/** A post's or comment's text with #hashtags and @mentions as links (same rule the server counts by). */
export function PostContent({ text, className = "" }: { text: string; className?: string }) {
  if (!text) return null;
  return (
    <p className={`whitespace-pre-line break-words ${className}`}>
      {splitContent(text).map((part, index) =>
        part.type === "hashtag" ? (
          <Link key={index} href={`/hashtag/${encodeURIComponent(part.tag)}`} className="font-bold text-brand-600 hover:underline">
            {part.text}
          </Link>
        ) : part.type === "mention" ? (
          <Link key={index} href={`/u/${part.username}`} className="font-bold text-brand-600 hover:underline">
            {part.text}
          </Link>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}
