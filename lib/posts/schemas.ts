// Server-side input schemas; the browser imports only ./limits.
import * as z from "zod/mini";
import { uuidField } from "@/lib/validation/uuid";
import { errorKeys } from "@/lib/errors";
import { optionalText, text } from "@/lib/validation/text";
import {
  COMMENT_MAX_LENGTH,
  IMAGE_ALT_MAX_LENGTH,
  LOCATION_MAX_LENGTH,
  POST_MAX_LENGTH,
  POST_MAX_PHOTOS,
  REPORT_DETAILS_MAX_LENGTH,
  reportReasons,
} from "./limits";

const uuid = uuidField;

const optionalUrl = z.pipe(
  z.optional(z.nullable(z.string("posts.errors.mediaInvalid").check(z.maxLength(1000, "posts.errors.mediaInvalid")))),
  z.transform((value) => value || null),
);

export const createPostSchema = z
  .object({
    content: z
      .pipe(
        z.optional(text("posts.errors.contentTooLong")),
        z.transform((value) => (value ?? "").trim()),
      )
      .check(z.maxLength(POST_MAX_LENGTH, "posts.errors.contentTooLong")),
    petId: z
      .pipe(
        z.optional(z.nullable(z.string("posts.errors.petInvalid"))),
        z.transform((value) => value || null),
      )
      .check(z.refine((value) => value === null || /^[0-9a-f-]{36}$/i.test(value), "posts.errors.petInvalid")),
    location: optionalText(LOCATION_MAX_LENGTH, "posts.errors.locationTooLong"),
    imageAlt: optionalText(IMAGE_ALT_MAX_LENGTH, "posts.errors.altTooLong"),
    imageUrl: optionalUrl,
    /** Several photos, in the order the author set (the first is the cover); instead of `imageUrl`. */
    imageUrls: z
      .pipe(
        z.optional(
          z.nullable(
            z.array(
              z
                .string("posts.errors.mediaInvalid")
                .check(z.minLength(1, "posts.errors.mediaInvalid"), z.maxLength(1000, "posts.errors.mediaInvalid")),
              "posts.errors.mediaInvalid",
            ),
          ),
        ),
        z.transform((value) => value ?? []),
      )
      .check(
        z.maxLength(POST_MAX_PHOTOS, "posts.errors.tooManyPhotos"),
        z.refine((urls) => new Set(urls).size === urls.length, "posts.errors.mediaInvalid"),
      ),
    videoUrl: optionalUrl,
    /** A frame of the video the browser drew and uploaded as an image, shown before it plays. */
    videoPosterUrl: optionalUrl,
    /** A video's size as the browser read it (videoWidth / videoHeight); a photo's is read on the server. */
    videoWidth: z.optional(
      z.nullable(
        z
          .int("posts.errors.mediaInvalid")
          .check(z.minimum(1, "posts.errors.mediaInvalid"), z.maximum(8192, "posts.errors.mediaInvalid")),
      ),
    ),
    videoHeight: z.optional(
      z.nullable(
        z
          .int("posts.errors.mediaInvalid")
          .check(z.minimum(1, "posts.errors.mediaInvalid"), z.maximum(8192, "posts.errors.mediaInvalid")),
      ),
    ),
  })
  .check(
    z.refine((post) => !(post.imageUrl && post.videoUrl) && !(post.imageUrls.length > 0 && post.videoUrl), {
      message: "posts.errors.oneMedia",
      path: ["videoUrl"],
    }),
    z.refine((post) => !(post.imageUrl && post.imageUrls.length > 0), {
      message: "posts.errors.mediaInvalid",
      path: ["imageUrls"],
    }),
    z.refine((post) => !post.videoPosterUrl || post.videoUrl, {
      message: "posts.errors.mediaInvalid",
      path: ["videoPosterUrl"],
    }),
    z.refine(
      (post) =>
        post.content.length > 0 || post.imageUrl !== null || post.imageUrls.length > 0 || post.videoUrl !== null,
      { message: "posts.errors.empty", path: ["content"] },
    ),
  );
export type CreatePostInput = z.input<typeof createPostSchema>;

/** The author rewrites a post's text (issue 26); its photos, video, pet and place stay as published. */
export const editPostSchema = z.object({
  postId: uuid("errors.notFound"),
  content: z
    .pipe(
      text("posts.errors.contentTooLong"),
      z.transform((value) => value.trim()),
    )
    .check(z.maxLength(POST_MAX_LENGTH, "posts.errors.contentTooLong")),
});

export const postIdSchema = uuid("errors.notFound");

export const commentSchema = z.object({
  postId: uuid("errors.notFound"),
  content: z
    .pipe(
      text("posts.comments.errors.empty"),
      z.transform((value) => value.trim()),
    )
    .check(
      z.minLength(1, "posts.comments.errors.empty"),
      z.maxLength(COMMENT_MAX_LENGTH, "posts.comments.errors.tooLong"),
    ),
});

export const commentIdSchema = uuid("errors.notFound");

export const commentsPageSchema = z.object({
  postId: uuid("errors.notFound"),
  cursor: z.optional(z.nullable(z.string().check(z.maxLength(200)))),
});

export const reportPostSchema = z.object({
  postId: uuid("errors.notFound"),
  reason: z.enum(reportReasons, "posts.report.errors.reason"),
  details: optionalText(REPORT_DETAILS_MAX_LENGTH, "posts.report.errors.detailsTooLong"),
});

export const feedPageSchema = z.object({
  mode: z.enum(["all", "following"]),
  cursor: z.optional(z.nullable(z.string().check(z.maxLength(200)))),
});

export const hashtagPageSchema = z.object({
  tag: text().check(z.minLength(1), z.maxLength(64)),
  cursor: z.optional(z.nullable(z.string().check(z.maxLength(200)))),
});

/** The next page of a list of post cards (infinite scroll): the home feed's or a hashtag page's. */
export const cardsPageSchema = z.discriminatedUnion(
  "kind",
  [z.extend(feedPageSchema, { kind: z.literal("feed") }), z.extend(hashtagPageSchema, { kind: z.literal("hashtag") })],
  errorKeys.validation,
);

export const hashtagSearchSchema = z
  .pipe(
    text(),
    z.transform((value) => value.replace(/^#/, "").trim().toLowerCase()),
  )
  .check(z.maxLength(64));

/**
 * The query of `GET /api/home` (the /home shell's per-viewer part, decision 029): the feed's mode, and
 * whether the wide layout shows suggestions (`wide=1`). Unknown parameters are ignored, as a URL's are.
 */
export const homeViewQuerySchema = z.object({
  mode: z.enum(["all", "following"]),
  wide: z.optional(z.enum(["0", "1"])),
});
export type HomeViewQuery = z.output<typeof homeViewQuerySchema>;

/** At most this many post or user ids in one viewer-layer request: a cached page shows 10 cards. */
export const VIEWER_LAYER_MAX_IDS = 60;

/** A comma-separated list of ids in a URL ("" or absent: none), each a UUID, at most VIEWER_LAYER_MAX_IDS. */
const idList = z.pipe(
  z.pipe(
    z.optional(z.string().check(z.maxLength(VIEWER_LAYER_MAX_IDS * 37))),
    z.transform((value) => (value ? [...new Set(value.split(","))] : [])),
  ),
  z.array(uuid(errorKeys.validation)).check(z.maxLength(VIEWER_LAYER_MAX_IDS)),
);

/**
 * The query of `GET /api/viewer` (the per-viewer layer of a cached public page, decision 032): the posts
 * whose liked-by-me and saved-by-me the page needs, the people whose blocks hide something on it, the
 * products whose favourite heart it shows (issue 26), and on a profile page the profile's user (follow
 * state, "message").
 */
export const viewerLayerQuerySchema = z.object({
  posts: idList,
  users: idList,
  products: idList,
  profile: z.optional(uuid(errorKeys.validation)),
});
export type ViewerLayerQuery = z.output<typeof viewerLayerQuerySchema>;
