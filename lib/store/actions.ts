"use server";

import { revalidatePath } from "next/cache";
import { requireUser } from "@/lib/auth/session";
import { runAction, type ActionResult } from "@/lib/errors";
import type { FulfilmentStatus } from "./fields";
import { advanceOrder } from "./orders";
import { createOwnProduct, setOwnProductActive, updateOwnProduct } from "./products";
import { createStore, updateStore } from "./stores";

// The seller dashboard's actions: a signed-in, not banned user with a username (requireUser); each
// domain function finds the actor's own store and touches only its rows.

function revalidateManage(): void {
  revalidatePath("/[locale]/store/manage", "layout");
}

export async function createStoreAction(raw: unknown): Promise<ActionResult<{ id: string }>> {
  return runAction(async () => {
    const store = await createStore(await requireUser(), raw);
    revalidateManage();
    return store;
  });
}

export async function updateStoreAction(raw: unknown): Promise<ActionResult<{ id: string }>> {
  return runAction(async () => {
    const store = await updateStore(await requireUser(), raw);
    revalidateManage();
    return store;
  });
}

export async function createProductAction(raw: unknown): Promise<ActionResult<{ id: string }>> {
  return runAction(async () => {
    const product = await createOwnProduct(await requireUser(), raw);
    revalidateManage();
    return product;
  });
}

export async function updateProductAction(productId: unknown, raw: unknown): Promise<ActionResult<{ id: string }>> {
  return runAction(async () => {
    const product = await updateOwnProduct(await requireUser(), productId, raw);
    revalidateManage();
    return product;
  });
}

export async function setProductActiveAction(raw: unknown): Promise<ActionResult<{ id: string; isActive: boolean }>> {
  return runAction(async () => {
    const product = await setOwnProductActive(await requireUser(), raw);
    revalidateManage();
    return product;
  });
}

export async function advanceOrderAction(raw: unknown): Promise<ActionResult<{ id: string; status: FulfilmentStatus }>> {
  return runAction(async () => {
    const order = await advanceOrder(await requireUser(), raw);
    revalidateManage();
    return order;
  });
}
