/** The PNG sizes of the app icon: Android's launcher steps, iOS's 180 and the 512 splash. */
export const PWA_ICON_SIZES = [48, 72, 96, 128, 144, 152, 180, 192, 256, 384, 512] as const;
