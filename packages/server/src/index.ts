export * from "./app.ts";
export * from "./bots.ts";
export * from "./hub.ts";
export * from "./live-game.ts";
export * from "./protocol.ts";
export * from "./registry.ts";
export * from "./store/types.ts";
export { MemoryStore } from "./store/memory.ts";
export { SqliteStore, type SqliteOptions } from "./store/sqlite.ts";
