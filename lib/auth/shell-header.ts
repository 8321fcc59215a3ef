import { SHELL_HEADER } from "@/server/shared/front-door-contract";

/**
 * The request header by which the front door marks a shell render (decisions 029, 032): it removed the
 * visitor's cookies, and removes any copy of this header a client sent. Spelled once, in the module the
 * app shares with its server.
 */
export const SHELL_RENDER_HEADER = SHELL_HEADER;
