"use client";

import { createContext, useCallback, useContext, useState, type ReactNode } from "react";
import type { ProfileRelation } from "@/lib/views/viewer-layer";

type Relation = { following: boolean; followers: number; messageable: boolean };

type FollowState = Relation & {
  /** The button's optimistic flip: the counter moves by one with it. */
  setFollowing: (following: boolean) => void;
  /** The relation as the server says it now (the viewer's layer): the follow, the count, the chat. */
  syncRelation: (relation: ProfileRelation) => void;
};

const FollowStateContext = createContext<FollowState | null>(null);

/**
 * Shares one profile's relation to the viewer between its Follow button, its followers counter and its
 * "Message" link, so all change at once when the button is pressed (optimistically), roll back on failure,
 * and settle on the server's answer: a follow back may open the chat (decision 011).
 */
export function FollowStateProvider({
  initialFollowing,
  initialFollowers,
  initialMessageable = false,
  children,
}: {
  initialFollowing: boolean;
  initialFollowers: number;
  initialMessageable?: boolean;
  children: ReactNode;
}) {
  const [state, setState] = useState<Relation>({
    following: initialFollowing,
    followers: initialFollowers,
    messageable: initialMessageable,
  });
  function setFollowing(following: boolean) {
    setState((current) =>
      current.following === following
        ? current
        : { ...current, following, followers: Math.max(0, current.followers + (following ? 1 : -1)) },
    );
  }
  // Stable: the shell's actions call it from an effect.
  const syncRelation = useCallback(
    ({ iFollow, followers, messageable }: ProfileRelation) => setState({ following: iFollow, followers, messageable }),
    [],
  );
  return (
    <FollowStateContext.Provider value={{ ...state, setFollowing, syncRelation }}>
      {children}
    </FollowStateContext.Provider>
  );
}

export function useFollowState(): FollowState | null {
  return useContext(FollowStateContext);
}

/** The followers counter of the profile header, kept in step with the Follow button. */
export function FollowersCount({ fallback }: { fallback: number }) {
  const state = useFollowState();
  return <>{state?.followers ?? fallback}</>;
}

/** The profile's "Message" link (rendered by the server), shown while the viewer may write to its user. */
export function WhenMessageable({ children }: { children: ReactNode }) {
  return useFollowState()?.messageable ? children : null;
}
