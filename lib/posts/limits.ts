// Plain constants, no zod: the browser imports them (create-post dialog, comments, report form)
// without paying for a schema library (docs/decisions/003-first-load-budget.md).
export const POST_MAX_LENGTH = 2000;
export const LOCATION_MAX_LENGTH = 80;
export const IMAGE_ALT_MAX_LENGTH = 200;
export const COMMENT_MAX_LENGTH = 1000;
/** Photos in one post (issue 26); a video post holds its one video. */
export const POST_MAX_PHOTOS = 10;
export const REPORT_DETAILS_MAX_LENGTH = 500;
export const FEED_PAGE_SIZE = 10;
export const COMMENTS_PAGE_SIZE = 20;

export const reportReasons = ["spam", "inappropriate", "violence", "animal_abuse", "scam", "other"] as const;
export type ReportReason = (typeof reportReasons)[number];
