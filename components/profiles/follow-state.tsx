"use client";

import { createContext, useCallback, useContext, useState, type ReactNode } from "react";

type FollowState = {
  following: boolean;
  followers: number;
  setFollowing: (following: boolean) => void;
  /** The viewer's follow as their layer says (a shell page, decision 032): the count on the page already has it. */
  syncFollowing: (following: boolean) => void;
};

const FollowStateContext = createContext<FollowState | null>(null);

/**
 * Shares one profile's follow state between its Follow button and its followers counter, so both
 * change at once when the button is pressed (optimistically) and both roll back on failure.
 */
export function FollowStateProvider({ initialFollowing, initialFollowers, children }: { initialFollowing: boolean; initialFollowers: number; children: ReactNode }) {
  const [state, setState] = useState({ following: initialFollowing, followers: initialFollowers });
  function setFollowing(following: boolean) {
    setState((current) =>
      current.following === following ? current : { following, followers: Math.max(0, current.followers + (following ? 1 : -1)) },
    );
  }
  // Stable: the shell's actions call it from an effect.
  const syncFollowing = useCallback((following: boolean) => setState({ following, followers: initialFollowers }), [initialFollowers]);
  return <FollowStateContext.Provider value={{ ...state, setFollowing, syncFollowing }}>{children}</FollowStateContext.Provider>;
}

export function useFollowState(): FollowState | null {
  return useContext(FollowStateContext);
}

/** The followers counter of the profile header, kept in step with the Follow button. */
export function FollowersCount({ fallback }: { fallback: number }) {
  const state = useFollowState();
  return <>{state?.followers ?? fallback}</>;
}
