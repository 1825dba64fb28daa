export * from "./result.ts";
export * from "./rng.ts";
export * from "./hash.ts";
export * from "./engine.ts";
export * from "./json.ts";
export * from "./schema-error.ts";
export * from "./undo.ts";
export * from "./leave.ts";
