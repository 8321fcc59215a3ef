"use client";

import { useEffect, type ReactNode } from "react";
import { useReadyLayer, useViewerLayer } from "@/components/layout/viewer-layer-store";
import { FollowButton } from "./follow-button";
import { useFollowState, WhenMessageable } from "./follow-state";
import { ProfileMenu } from "./profile-menu";

// A profile page served as a shell to signed-in visitors (decision 032): the page is a guest's copy, and
// these parts show what belongs to the viewer once their layer has arrived. The gates it shares with pet
// pages (a block, the owner's controls) are in components/layout/shell-gates.tsx.

/** The "follows you" chip, when the profile's user follows the viewer. */
export function ShellFollowsYou({ children }: { children: ReactNode }) {
  return useReadyLayer()?.profile?.followsMe ? children : null;
}

type ActionsProps = {
  userId: string;
  username: string;
  /** The owner's own actions (edit profile, pets), rendered by the server. */
  own: ReactNode;
  /** The "message" link, rendered by the server; shown when the viewer may write to them. */
  message: ReactNode;
};

/**
 * The profile's action row: a placeholder of the same height until the layer arrives (no layout shift),
 * then the owner's own actions, or Follow / Message / the "…" menu; a refused session gets a guest's
 * Follow link to the sign-in page.
 */
export function ShellProfileActions({ userId, username, own, message }: ActionsProps) {
  const state = useViewerLayer();
  const layer = useReadyLayer();
  // The Follow button and the followers counter share the profile's follow state: it starts as theirs.
  const sync = useFollowState()?.syncRelation;
  const relation = layer?.profile;
  useEffect(() => {
    if (relation) sync?.(relation);
  }, [relation, sync]);
  if (state.status === "guest")
    return <FollowButton userId={userId} initialFollowing={false} signedIn={false} className="flex-1" />;
  if (!layer)
    return (
      <span
        aria-hidden
        className="h-11 flex-1 animate-pulse rounded-full bg-brand-50"
        data-testid="profile-actions-loading"
      />
    );
  if (layer.viewer.id === userId) return own;
  return (
    <>
      <FollowButton
        userId={userId}
        initialFollowing={relation?.iFollow ?? false}
        followsMe={relation?.followsMe}
        signedIn
        className="flex-1"
      />
      <WhenMessageable>{message}</WhenMessageable>
      <ProfileMenu userId={userId} username={username} />
    </>
  );
}
