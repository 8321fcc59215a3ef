/** Profile text limits, shared by the schema and the form's maxLength/counters (without shipping zod). */
export const PROFILE_LIMITS = { fullName: 80, bio: 300, location: 80 } as const;
