// What a review may hold (decision 046). Client-safe: the review form shows the same limits.
export const REVIEW_MAX_LENGTH = 2000;
export const ANSWER_MAX_LENGTH = 1000;
export const MAX_REVIEW_PHOTOS = 3;
/** Its author may edit a review this long after writing it. */
export const REVIEW_EDIT_DAYS = 30;
export const REVIEWS_PAGE_SIZE = 10;
