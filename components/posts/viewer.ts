// Its own module so the cards' controller, the list and the comments share it without importing each other.

/** Who is looking at a post and its comments: null when signed out. */
export type Viewer = { id: string; canModerate: boolean } | null;
