// Inputs of the save and favourite actions (issue 26 §3).
import * as z from "zod/mini";
import { errorKeys } from "@/lib/errors";
import { uuidField } from "@/lib/validation/uuid";

const uuid = uuidField(errorKeys.validation);

export const savePostSchema = z.object({ postId: uuid });

export const favouriteProductSchema = z.object({ productId: uuid });

export type SavePostInput = z.output<typeof savePostSchema>;
export type FavouriteProductInput = z.output<typeof favouriteProductSchema>;
