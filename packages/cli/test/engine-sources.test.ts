/**
 * Engine sources use core's helpers for copying and comparing plain JSON: `cloneJson` is several
 * times faster than a JSON round trip, and `jsonEqual` compares at every depth, where a
 * `JSON.stringify` key list (a replacer) filters nested keys by the top level's names.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const PACKAGES = join(dirname(fileURLToPath(import.meta.url)), "../..");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : name.endsWith(".ts") ? [path] : [];
  });
}

describe("engine sources", () => {
  for (const pkg of ["core", "agot", "fief"]) {
    it(`${pkg} copies with cloneJson and compares with jsonEqual`, () => {
      const found = sources(join(PACKAGES, pkg, "src")).flatMap((path) =>
        readFileSync(path, "utf8")
          .split("\n")
          .flatMap((line, i) => {
            const code = line.replace(/\/\/.*$/, "").replace(/^\s*\*.*$/, "");
            return /JSON\.parse\(\s*JSON\.stringify\(/.test(code) || /JSON\.stringify\([^)]*,\s*Object\.keys\(/.test(code)
              ? [`${path.slice(PACKAGES.length + 1)}:${i + 1}: ${line.trim()}`]
              : [];
          }),
      );
      expect(found).toEqual([]);
    });
  }
});
