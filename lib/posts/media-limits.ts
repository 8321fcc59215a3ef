import "server-only";

/** The upload limits shown in the create-post dialog before a file is picked (DESIGN §7). */
export function mediaLimitsInMb(): { imageMb: number; videoMb: number } {
  return { imageMb: 10, videoMb: 50 };
}
