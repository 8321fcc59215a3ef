"use server";

import { revalidatePath } from "next/cache";
import { userAction } from "@/lib/auth/action-builder";
import { advanceOrder } from "./orders";
import { createOwnProduct, setOwnProductActive, updateOwnProduct } from "./products";
import { orderStepSchema, productActiveSchema, productSchema, storeSchema, updateProductSchema } from "./schemas";
import { createStore, updateStore } from "./stores";

// The seller dashboard's actions: a signed-in, not banned user with a username (userAction); each
// domain function finds the actor's own store and touches only its rows.

/** The seller's own signed-in pages (not in the page cache): the router's cached copies are dropped. */
function revalidateManage<T>(result: T): T {
  revalidatePath("/[locale]/store/manage", "layout");
  return result;
}

export const createStoreAction = userAction
  .input(storeSchema)
  .action(async ({ actor, input }) => revalidateManage(await createStore(actor, input)));

export const updateStoreAction = userAction
  .input(storeSchema)
  .action(async ({ actor, input }) => revalidateManage(await updateStore(actor, input)));

export const createProductAction = userAction
  .input(productSchema)
  .action(async ({ actor, input }) => revalidateManage(await createOwnProduct(actor, input)));

export const updateProductAction = userAction
  .input(updateProductSchema)
  .action(async ({ actor, input: { productId, ...fields } }) =>
    revalidateManage(await updateOwnProduct(actor, productId, fields)),
  );

export const setProductActiveAction = userAction
  .input(productActiveSchema)
  .action(async ({ actor, input }) => revalidateManage(await setOwnProductActive(actor, input)));

export const advanceOrderAction = userAction
  .input(orderStepSchema)
  .action(async ({ actor, input }) => revalidateManage(await advanceOrder(actor, input)));
