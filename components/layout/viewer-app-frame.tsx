import type { ReactNode } from "react";
import { getCurrentUser } from "@/lib/auth/session";
import { AppFrame } from "./app-frame";

/** The frame of pages anyone may open (hashtags, profiles, posts, pets, 404): navigation only for a signed-in user. */
export async function ViewerAppFrame({ children }: { children: ReactNode }) {
  const user = await getCurrentUser();
  return <AppFrame nav={Boolean(user?.username)}>{children}</AppFrame>;
}
