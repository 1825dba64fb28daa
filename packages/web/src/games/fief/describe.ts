/**
 * Every Fief action in words, and the villages it names (for lighting the map and picking there).
 * The switch is exhaustive over the engine's action schema: a new kind of action fails the
 * type-check here until it has a label, so the generic prompt never shows raw JSON for it.
 */
import { aTroop, fiefName, houseName, itemName, nobleName, regionName, titleName, villageName } from "./names.ts";
import type { Action, FiefView } from "./types.ts";

type Nobles = FiefView["nobles"] | undefined;

const gold = (n: number): string => `${n} Gold Dragon${n === 1 ? "" : "s"}`;

/** A prompt's "done" reads as what it ends. */
export function doneLabel(promptKind: string | undefined): string {
  switch (promptKind) {
    case "effect":
    case "boostUprising":
    case "candidate":
      return "Pass";
    case "movement":
      return "No more marches";
    case "purchase":
      return "Done buying";
    case "playCards":
      return "Done playing cards";
    case "discardDraw":
      return "Done";
    case "announce":
      return "No more announcements";
    case "declareBattle":
      return "No battle";
    case "siege":
      return "No siege";
    case "pillage":
      return "No pillage";
    default:
      return "Done";
  }
}

export function describe(a: Action, nobles?: Nobles, promptKind?: string): string {
  const n = (id: string | null | undefined): string => nobleName(id, nobles);
  switch (a.type) {
    case "chooseStart":
      return `Start at ${villageName(a.village)}`;
    case "done":
      return doneLabel(promptKind);
    case "answer":
      return a.accept ? "Accept" : "Refuse";
    case "propose":
      return `Propose: ${n(a.lord)} marries ${n(a.lady)}`;
    case "outlaw":
      return `Declare ${n(a.noble)} an outlaw`;
    case "pardon":
      return `Pardon ${n(a.noble)}`;
    case "rhllor":
      return "Embrace R'hllor";
    case "concede":
      return `${n(a.noble)} gives ${titleName(a.title)} to ${n(a.to)}`;
    case "candidate":
      return a.noble === null ? "No candidate" : `Put ${n(a.noble)} forward`;
    case "vote":
      return `Vote for ${a.forNoble === null ? "nobody" : n(a.forNoble)}, decoy on ${a.decoy === null ? "nobody" : n(a.decoy)}`;
    case "breakTie":
      return `${n(a.noble)} wins the tie`;
    case "breakBidTie":
      return `${houseName(a.house)} wins the tied bid`;
    case "discard":
      return `Discard ${a.card}`;
    case "draw":
      return `Draw ${a.deck === "court" ? "a Court Event and a Fortune card" : "two Fortune cards"}${a.starkDiscard ? " (Stark may discard the last drawn)" : ""}`;
    case "starkDiscard":
      return `Discard ${a.card} (Stark)`;
    case "play": {
      const on = [
        a.noble ? `by ${n(a.noble)}` : "",
        a.target ? `on ${nobles?.[a.target] ? n(a.target) : villageOrHouse(a.target)}` : "",
        a.region ? `on ${regionName(a.region)}` : "",
        a.fief ? `on ${fiefName(a.fief)}` : "",
        a.village ? `at ${villageName(a.village)}` : "",
        a.office ? `as ${titleName(a.office)}` : "",
        a.heir ? "(the heir)" : "",
        a.all ? "on every governed region" : "",
        a.secretPassage ? `with a Secret Passage${a.secretPassage === "shadow" ? " (shadow)" : ""}` : "",
        a.helper ? `asking ${houseName(a.helper)}` : "",
        a.attribute ? (a.attribute === "tyrant" ? "as a tyrant" : "as Gods cursed") : "",
      ].filter(Boolean);
      return `Play ${a.card}${on.length ? ` ${on.join(" ")}` : ""}`;
    }
    case "place":
      return `Place ${n(a.noble)} at ${villageName(a.village)}`;
    case "lose":
      return `Lose ${a.noble ? n(a.noble) : a.unit ? aTroop(a.unit) : "a unit"}${a.owner ? ` of ${houseName(a.owner)}` : ""}`;
    case "ransom":
      return `Ransom ${n(a.noble)} for ${gold(a.amount)}`;
    case "bid":
      return `Bid ${gold(a.amount)}`;
    case "wallBid":
      return `Bid ${gold(a.gold)} for the Wall${a.black ? `, ${a.noble ? n(a.noble) : "a lord"} takes the black` : ""}`;
    case "buy":
      return `Buy ${itemName(a.item)}${a.fief ? ` (${fiefName(a.fief)})` : ""}${a.noble ? ` for ${n(a.noble)}` : ""}${a.village ? ` at ${villageName(a.village)}` : ""}`;
    case "martell":
      return a.position === "keep" ? "Martell moves in turn" : `Martell moves ${a.position}`;
    case "march":
      return `March with ${n(a.noble)}`;
    case "load":
      return `Take ${a.noble ? n(a.noble) : a.unit ? aTroop(a.unit) : "a unit"} along`;
    case "unload":
      return `Leave ${a.noble ? n(a.noble) : a.unit ? aTroop(a.unit) : "a unit"} behind`;
    case "step":
      return `Step to ${villageName(a.to)}${a.secretPassage ? ` by Secret Passage${a.secretPassage === "shadow" ? " (shadow)" : ""}` : ""}`;
    case "askPassage":
      return `Ask for passage toward ${villageName(a.to)}`;
    case "raid":
      return `Raid, to leave toward ${villageName(a.to)}`;
    case "halt":
      return "Halt here";
    case "declareBattle":
      return `Attack ${houseName(a.against)} at ${villageName(a.village)}${a.secretPassage ? " (Secret Passage)" : ""}`;
    case "join":
      return a.side === "none" ? "Stay out of the battle" : `Join the ${a.side === "attacker" ? "attackers" : "defenders"}`;
    case "battleChoice":
      return a.choice === "continue" ? "Fight on" : a.choice === "truce" ? "Ask for a truce" : "Surrender";
    case "persuade":
      return `Win over a man-at-arms with ${n(a.noble)}`;
    case "siege":
      return `Lay siege to ${villageName(a.village)}`;
    case "pillage":
      return `Pillage the mills of ${villageName(a.village)}`;
    case "gift":
      return `Give ${houseName(a.to)} ${[a.gold > 0 || !a.card ? gold(a.gold) : "", a.card ? a.card : ""].filter(Boolean).join(" and ")}`;
    case "sail":
      return `Sail to ${villageName(a.to)}${a.secretPassage ? " (Secret Passage)" : ""}`;
    case "askShips":
      return "Ask the Master of Ships for a voyage";
    case "transfer":
      return a.to === null ? `Return ${titleName(a.title)} to the board` : `Give ${titleName(a.title)} to ${n(a.to)}`;
    case "ability":
      return abilityLabel(a, n);
    case "strikeFirst":
      return `Strike ${houseName(a.house)} first`;
    case "wallTroop":
      return `Send ${aTroop(a.unit)} from ${villageName(a.village)} to the Wall`;
    case "reroll":
      return `Reroll die ${a.die + 1}`;
    case "control":
      return `${houseName(a.house)} controls ${villageName(a.village)}`;
    case "captives":
      // SF-33: given to his own house's army, a captive is set free (and placed anew)
      return nobles?.[a.noble]?.house === a.house ? `Give ${n(a.noble)} back to ${houseName(a.house)}'s army (set free)` : `${houseName(a.house)}'s army takes ${n(a.noble)}`;
    case "split":
      return `Hide ${gold(a.left)} in the left hand`;
    case "pickHand":
      return `Pick the ${a.hand} hand`;
    case "standing":
      return `${STANDING_LABEL[a.answer]}: ${a.on ? "on" : "off"}`;
    default:
      return unknownLabel(a);
  }
}

/** SF-22 (D2): the standing answers to the pass rounds, in the player's words (prompts/StandingAnswers.tsx). */
export const STANDING_LABEL = {
  cards: "Pass while none of my cards can be played",
  gifts: "Do not stop for my marker gifts or gifts of control",
  phase: "Pass to the end of this phase",
  act: "I want to act",
} as const;

/** A kind this client does not know yet (a newer engine): still a readable button. */
function unknownLabel(a: never): string {
  const o = a as Record<string, unknown>;
  const words = String(o.type).replace(/([A-Z])/g, " $1").toLowerCase();
  const rest = Object.entries(o)
    .filter(([k]) => k !== "type")
    .map(([k, v]) => `${k} ${typeof v === "string" ? villageOrHouse(v) : String(v)}`);
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}${rest.length ? ` (${rest.join(", ")})` : ""}`;
}

function villageOrHouse(id: string): string {
  const v = villageName(id);
  if (v !== id) return v;
  const h = houseName(id);
  return h;
}

function abilityLabel(a: Extract<Action, { type: "ability" }>, n: (id: string | null | undefined) => string): string {
  const extra = [
    a.target ? `on ${villageOrHouse(a.target)}` : "",
    a.noble ? `with ${n(a.noble)}` : "",
    a.card ? `taking ${a.card}` : "",
    a.give ? `giving ${a.give}` : "",
    a.region ? `in ${regionName(a.region)}` : "",
  ].filter(Boolean);
  const name = ABILITY_NAMES[a.name] ?? `Use ${a.name}`;
  // "Set free on Jaime" reads badly: a noble target follows the verb directly.
  const target = a.target && !villageOrHouse(a.target).startsWith(a.target) ? "" : a.target ? n(a.target) : "";
  const rest = extra.filter((e) => !(target && e === `on ${villageOrHouse(a.target!)}`));
  return [name, target, ...rest].filter(Boolean).join(" ");
}

const ABILITY_NAMES: Readonly<Record<string, string>> = {
  arryn: "Arryn: ransom-free release of",
  free: "Set free",
  heartbreak: "Heart Breaker: break the marriage of",
  shadowEscape: "Shadow: escape",
  refuseTax: "Refuse the tax",
  giveControl: "Give control",
  liftSiege: "Lift the siege",
  greyjoy: "Greyjoy: steal gold",
  lannister: "Lannister: look at the hand",
  exchange: "Lannister: exchange a card",
  tyrell: "Tyrell: end the Famine",
  sacrifice: "Sacrifice",
  oathbreak: "Break the Night's Watch oath",
  ships: "Master of Ships: send on a voyage",
  whisperers: "Master of Whisperers: look at the hand",
  annul: "Ask the Master of Laws to annul the marriage",
};

/** The villages an action names: lit on the map, and picked there. */
export function villagesOf(a: Action): string[] {
  switch (a.type) {
    case "chooseStart":
    case "declareBattle":
    case "siege":
    case "pillage":
    case "place":
    case "wallTroop":
    case "control":
      return [a.village];
    case "step":
    case "sail":
    case "askPassage":
    case "raid":
      return [a.to];
    case "buy":
      return a.village ? [a.village] : [];
    case "play":
      return a.village ? [a.village] : [];
    default:
      return [];
  }
}

