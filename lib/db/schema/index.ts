// The schema entry point drizzle-kit and the db client read; it lists every table module.
export * from "./enums";
export * from "./users";
export * from "./pets";
export * from "./posts";
export * from "./social";
export * from "./market";
export * from "./moderation";
export * from "./tokens";
