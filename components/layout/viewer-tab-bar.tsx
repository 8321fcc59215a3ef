import { getCurrentUser } from "@/lib/auth/session";
import { TabBar } from "./tab-bar";

/** The tab bar on pages anyone may open (hashtags, profiles, posts, pets, 404): only for a signed-in user. */
export async function ViewerTabBar() {
  const user = await getCurrentUser();
  return user?.username ? <TabBar /> : null;
}
