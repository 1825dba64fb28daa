/**
 * Each package's runtime `dependencies` are exactly what its shipped code (src/, bin/) imports as
 * values. A library only tests or benches use belongs in devDependencies (an `import type` is
 * erased, so it does not count), and a value import missing from `dependencies` would work here
 * only through the workspace's hoisting.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { importsOf, sourceFiles } from "./imports.ts";

const PACKAGES = join(dirname(fileURLToPath(import.meta.url)), "../..");

/** The package a bare specifier names ("@a/b/c" -> "@a/b", "x/y" -> "x"); null for relative and node: ones. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith(".") || specifier.startsWith("node:") || specifier.startsWith("/")) return null;
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!;
}

/** Packages a file imports as values: type-only imports and exports are left out. */
const valueImports = (path: string): string[] => importsOf(path).flatMap((i) => (i.typeOnly ? [] : (packageOf(i.specifier) ?? [])));

interface Manifest {
  readonly name: string;
  readonly dependencies?: Record<string, string>;
}

// The web client is bundled by Vite at build time: nothing is installed at run time, so the split
// between its dependencies and devDependencies means nothing to the check.
const BUNDLED = new Set(["web"]);

// Libraries that only tests build positions or connect with: the shipped code must not need them.
const TEST_ONLY: Readonly<Record<string, readonly string[]>> = { "@kingsroad/agot": ["immer"], "@kingsroad/server": ["ws"] };

// Loaders the package's start command runs it with (`node --import tsx`) rather than code it
// imports: the server runs its TypeScript through tsx in production on purpose (README "Container").
const LOADERS: Readonly<Record<string, readonly string[]>> = { "@kingsroad/server": ["tsx"] };

describe("runtime dependencies", () => {
  for (const dir of readdirSync(PACKAGES)) {
    if (BUNDLED.has(dir)) continue;
    let manifest: Manifest;
    try {
      manifest = JSON.parse(readFileSync(join(PACKAGES, dir, "package.json"), "utf8")) as Manifest;
    } catch {
      continue;
    }
    it(`${manifest.name}: dependencies are what src/ and bin/ import as values`, () => {
      const used = new Set([...sourceFiles(join(PACKAGES, dir, "src")), ...sourceFiles(join(PACKAGES, dir, "bin"))].flatMap(valueImports));
      used.delete(manifest.name);
      for (const loader of LOADERS[manifest.name] ?? []) used.add(loader);
      const listed = Object.keys(manifest.dependencies ?? {});
      expect((TEST_ONLY[manifest.name] ?? []).filter((p) => used.has(p))).toEqual([]);
      expect({ unlisted: [...used].filter((p) => !listed.includes(p)).sort(), unused: listed.filter((p) => !used.has(p)).sort() }).toEqual({ unlisted: [], unused: [] });
    });
  }
});
