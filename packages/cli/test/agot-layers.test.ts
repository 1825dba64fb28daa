/**
 * The AGoT engine's layers (packages/agot/DESIGN.md, "Layers"): every import of packages/agot/src,
 * type imports included, points to its own layer or one below, and the phase areas of one layer do
 * not import each other. A rule that a lower module must consult but that lives higher up goes
 * through a table the top fills (rules/combat/abilities.ts is the model), never an upward import.
 */
import { existsSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { importsOf, sourceFiles } from "./imports.ts";

const SRC = join(dirname(fileURLToPath(import.meta.url)), "../../agot/src");

/** Lowest first; a path belongs to the first layer with a matching pattern. */
const LAYERS: readonly { name: string; paths: RegExp; areas?: true }[] = [
  { name: "data", paths: /^data\// },
  { name: "actions and pieces", paths: /^(actions|pieces|mod-state)\.ts$/ },
  { name: "frame types", paths: /^rules\/(round-frame|[a-z-]+\/frames)\.ts$/ },
  { name: "frame union", paths: /^engine\/frames\.ts$/ },
  { name: "state", paths: /^state\.ts$/ },
  { name: "engine support", paths: /^engine\/(clone|context)\.ts$/ },
  { name: "board rules", paths: /^rules\/(commanders|vassals|control|dragons|movement|power|supply|tracks|units|victory|loyalty)\.ts$/ },
  { name: "phase areas", paths: /^rules\/(planning|westeros|combat)\//, areas: true },
  { name: "iron bank", paths: /^rules\/iron-bank\// },
  { name: "action phase", paths: /^rules\/action\// },
  { name: "round", paths: /^rules\/round\.ts$/ },
  { name: "free actions", paths: /^rules\/gifting\.ts$/ },
  { name: "registry", paths: /^engine\/registry\.ts$/ },
  { name: "driver", paths: /^engine\/driver\.ts$/ },
  { name: "entry points", paths: /^(mod-config|vassal-setup|setup|invariants|options|view|scenario|selfplay|drop-out|index)\.ts$/ },
];

const layerOf = (path: string): number => LAYERS.findIndex((l) => l.paths.test(path));
const areaOf = (path: string): string => path.split("/").slice(0, 2).join("/");

describe("AGoT engine layers", () => {
  const files = sourceFiles(SRC).map((f) => relative(SRC, f));

  it("every source file has a layer", () => {
    expect(files.filter((f) => layerOf(f) < 0)).toEqual([]);
  });

  it("imports point to the same layer or below, never into another phase area", () => {
    const wrong: string[] = [];
    for (const file of files) {
      const from = layerOf(file);
      for (const i of importsOf(join(SRC, file))) {
        if (!i.specifier.startsWith(".")) continue;
        const target = relative(SRC, resolve(dirname(join(SRC, file)), i.specifier));
        if (!existsSync(join(SRC, target)) || !target.endsWith(".ts")) continue;
        const to = layerOf(target);
        if (to > from) wrong.push(`${file} (${LAYERS[from]?.name}) imports ${target} (${LAYERS[to]?.name}), a layer above`);
        else if (to === from && LAYERS[from]?.areas && areaOf(file) !== areaOf(target)) wrong.push(`${file} imports ${target}, another phase area`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
