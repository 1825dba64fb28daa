// @vitest-environment happy-dom
/**
 * Every kind of action in the Fief engine's schema has a control that offers it, in words (issue
 * 13: "every action kind in the fief schema has a prompt renderer"). The samples are typed against
 * the engine's Action union, so a kind added to the schema fails the type-check here until it has
 * a sample; at run time each sample is put before the panel as a legal action and must come out
 * as a button or a composed control that sends it.
 */
import { cleanup, fireEvent, render } from "@testing-library/react";
import { fiefEngine } from "@kingsroad/fief";
import { actionSchema } from "../../../fief/src/schema.ts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { describe as label } from "../../src/games/fief/describe.ts";
import { FiefPromptPanel, rendererFor } from "../../src/games/fief/prompts/PromptPanel.tsx";
import type { Action, ActionOf } from "../../src/games/fief/types.ts";
import { pictureOf } from "./positions.ts";

afterEach(cleanup);

const SAMPLES: { [K in Action["type"]]: ActionOf<K> } = {
  chooseStart: { type: "chooseStart", village: "winterfell" },
  done: { type: "done" },
  standing: { type: "standing", answer: "cards", on: true },
  answer: { type: "answer", accept: true },
  propose: { type: "propose", lord: "Robb Stark", lady: "Sansa Stark" },
  outlaw: { type: "outlaw", noble: "Robb Stark" },
  pardon: { type: "pardon", noble: "Robb Stark" },
  rhllor: { type: "rhllor" },
  concede: { type: "concede", noble: "Robb Stark", title: "warden:1", to: "Sansa Stark" },
  candidate: { type: "candidate", noble: "Robb Stark" },
  vote: { type: "vote", forNoble: "Robb Stark", decoy: null },
  breakTie: { type: "breakTie", noble: "Robb Stark" },
  breakBidTie: { type: "breakBidTie", house: "lannister" },
  discard: { type: "discard", card: "Taxes" },
  draw: { type: "draw", deck: "court" },
  starkDiscard: { type: "starkDiscard", card: "Taxes" },
  play: { type: "play", card: "Good Weather", region: 2 },
  place: { type: "place", noble: "Robb Stark", village: "winterfell" },
  lose: { type: "lose", unit: "knight" },
  ransom: { type: "ransom", noble: "Robb Stark", amount: 3 },
  bid: { type: "bid", amount: 4 },
  wallBid: { type: "wallBid", gold: 2, black: true, noble: "Robb Stark" },
  buy: { type: "buy", item: "mill", village: "winterfell" },
  martell: { type: "martell", position: "first" },
  march: { type: "march", noble: "Robb Stark" },
  load: { type: "load", unit: "menAtArms" },
  unload: { type: "unload", noble: "Sansa Stark" },
  step: { type: "step", to: "the-twins" },
  askPassage: { type: "askPassage", to: "the-twins" },
  raid: { type: "raid", to: "the-twins" },
  halt: { type: "halt" },
  declareBattle: { type: "declareBattle", village: "the-twins", against: "lannister" },
  join: { type: "join", side: "defender" },
  battleChoice: { type: "battleChoice", choice: "truce" },
  persuade: { type: "persuade", noble: "Robb Stark" },
  siege: { type: "siege", village: "the-twins" },
  pillage: { type: "pillage", village: "the-twins" },
  gift: { type: "gift", to: "lannister", gold: 2 },
  sail: { type: "sail", to: "gulltown" },
  askShips: { type: "askShips" },
  transfer: { type: "transfer", title: "hand", to: null },
  ability: { type: "ability", name: "liftSiege", target: "the-twins" },
  strikeFirst: { type: "strikeFirst", house: "lannister" },
  wallTroop: { type: "wallTroop", unit: "knight", village: "winterfell" },
  reroll: { type: "reroll", die: 1 },
  control: { type: "control", village: "the-twins", house: "lannister" },
  captives: { type: "captives", house: "lannister", noble: "Robb Stark" },
  split: { type: "split", left: 2 },
  pickHand: { type: "pickHand", hand: "left" },
};

const KINDS = actionSchema.options.map((o) => (o.shape.type as unknown as { value: string }).value);
const base = pictureOf(fiefEngine.createGame({ seed: "every-action", houses: ["stark", "lannister", "tyrell"] }), "stark");

describe("every action kind of the Fief schema", () => {
  it("has a sample here (the schema and this list agree)", () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...KINDS].sort());
  });

  for (const kind of KINDS) {
    it(`${kind}: a readable label and a control that sends it`, () => {
      const sample = SAMPLES[kind as Action["type"]] as Action;
      const text = label(sample, base.view.nobles, "effect");
      expect(text).not.toMatch(/[{}"]|undefined|null/);
      expect(text.length).toBeGreaterThan(2);
      expect(rendererFor(kind)).toBeTruthy();
      const send = vi.fn<(a: Action) => void>();
      const legal = kind === "done" ? [sample] : [sample, SAMPLES.done];
      const picture = { ...base, prompts: [{ seat: "stark", kind: "effect", text: "Decide." }], legalActions: legal };
      const { container } = render(<FiefPromptPanel picture={picture} legal={legal} seat="stark" selected={null} select={() => undefined} send={send} busy={false} live autoPassing={false} />);
      const button = [...container.querySelectorAll<HTMLButtonElement>("button[data-action]")].find((b) => b.getAttribute("data-action") === JSON.stringify(sample));
      expect(button, `${kind} is offered`).toBeDefined();
      fireEvent.click(button!);
      expect(send).toHaveBeenCalledWith(sample);
    });
  }
});
