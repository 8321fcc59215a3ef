"use client";

import { createContext, useContext, useState, type ReactNode } from "react";

type FollowState = { following: boolean; followers: number; setFollowing: (following: boolean) => void };

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
  return <FollowStateContext.Provider value={{ ...state, setFollowing }}>{children}</FollowStateContext.Provider>;
}

export function useFollowState(): FollowState | null {
  return useContext(FollowStateContext);
}

/** The followers counter of the profile header, kept in step with the Follow button. */
export function FollowersCount({ fallback }: { fallback: number }) {
  const state = useFollowState();
  return <>{state?.followers ?? fallback}</>;
}
