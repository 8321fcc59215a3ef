"use client";

import type { ReactNode } from "react";
import { useReadyLayer } from "./viewer-layer-store";

// A page served as a shell to signed-in visitors (decision 032) is a guest's copy: these parts show or
// hide what depends on the viewer once their layer has arrived. Profiles and pets both use them. Not a lazy
// part: the block gate holds the whole page, which React would otherwise show 300 ms late (decision 088).

/** The page's content, or what a page rendered for the viewer would say instead when a block separates them. */
export function ShellBlockGate({
  userId,
  unavailable,
  children,
}: {
  userId: string;
  unavailable: ReactNode;
  children: ReactNode;
}) {
  const layer = useReadyLayer();
  return layer?.hidden.includes(userId) ? unavailable : children;
}

/** Shown only to the given user (their own profile's or pet's controls). */
export function ShellOwnerOnly({ userId, children }: { userId: string; children: ReactNode }) {
  return useReadyLayer()?.viewer.id === userId ? children : null;
}
