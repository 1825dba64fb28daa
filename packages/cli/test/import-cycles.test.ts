/**
 * No module of a package reaches itself through its own imports, type imports included: a circle
 * makes the load order matter and the modules impossible to understand one at a time.
 */
import { existsSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { importsOf, sourceFiles } from "./imports.ts";

const PACKAGES = join(dirname(fileURLToPath(import.meta.url)), "../..");

/** Every circle of relative imports among `files`, each as the list of files going round it. */
function cycles(files: readonly string[]): string[][] {
  const edges = new Map<string, string[]>();
  for (const file of files) {
    edges.set(
      file,
      importsOf(file)
        .filter((i) => i.specifier.startsWith("."))
        .map((i) => resolve(dirname(file), i.specifier))
        .filter((target) => existsSync(target)),
    );
  }
  const found: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const path: string[] = [];
  const visit = (file: string): void => {
    state.set(file, "open");
    path.push(file);
    for (const next of edges.get(file) ?? []) {
      if (state.get(next) === "open") found.push(path.slice(path.indexOf(next)));
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, "done");
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return found;
}

describe("import circles", () => {
  for (const dir of readdirSync(PACKAGES)) {
    const files = sourceFiles(join(PACKAGES, dir, "src"));
    if (files.length === 0) continue;
    it(`none in packages/${dir}/src`, () => {
      expect(cycles(files).map((c) => c.map((f) => f.slice(PACKAGES.length + 1)).join(" -> "))).toEqual([]);
    });
  }
});
