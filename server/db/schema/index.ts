export * from "./content.ts";
export * from "./events.ts";
export * from "./orders.ts";
export * from "./courses.ts";
export * from "./mail.ts";
export * from "./test-provider.ts";
export * from "./rate-limits.ts";
export * from "./staff.ts";
