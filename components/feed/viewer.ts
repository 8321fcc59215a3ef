// Its own module so the post card and its comments share it without importing each other.

/** Who is looking at a post and its comments: null when signed out. */
export type Viewer = { id: string; canModerate: boolean } | null;
