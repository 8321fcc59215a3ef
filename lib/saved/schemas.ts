// Inputs of the save and favourite actions (issue 26 §3).
import * as z from "zod/mini";
import { errorKeys } from "@/lib/errors";

const uuid = z.string(errorKeys.validation).check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, errorKeys.validation));

export const savePostSchema = z.object({ postId: uuid });

export const favouriteProductSchema = z.object({ productId: uuid });

export type SavePostInput = z.output<typeof savePostSchema>;
export type FavouriteProductInput = z.output<typeof favouriteProductSchema>;
