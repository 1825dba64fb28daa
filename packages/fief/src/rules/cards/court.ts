/**
 * Court Event cards: A new Lord/Lady in the Court (2.4.1, heirs 1.5.2), Mother of Dragons (2.4.2),
 * Join the Small Council (2.4.3, with the Hand's consent).
 */
import type { House } from "../../data/nobles.ts";
import { own, ownRecords, writableHouse } from "../../draft.ts";
import { isShared } from "../../sharing.ts";
import { BANNERMEN, HEIR_CARDS } from "../../data/nobles.ts";
import type { CourtCard } from "../../data/rules.ts";
import { newNoble } from "../../setup.ts";
import { housesNobles, titleHolder, titlesOf, nobleList } from "../../query.ts";
import type { Action } from "../../schema.ts";
import type { FiefState, MasterTitle } from "../../state.ts";
import { grantTitle } from "../../titles.ts";
import { say, type Log } from "../types.ts";

export const MASTERS: MasterTitle[] = ["master:ships", "master:laws", "master:whisperers", "master:coin"];
export const NOBLE_LIMIT = 4;

function heirPossible(s: FiefState, seat: House): boolean {
  const q = titleHolder(s, "queen");
  const heirAlive = nobleList(s).some((n) => n.attributes.includes("prince of westeros"));
  return q !== null && q.house === seat && q.captor === null && s.titles.king !== undefined && !heirAlive && s.heirsUsed < HEIR_CARDS;
}

export function newNobleActions(s: FiefState, seat: House, card: CourtCard): Action[] {
  if (housesNobles(s, seat).length + s.placements.filter((p) => s.nobles[p]?.house === seat).length >= NOBLE_LIMIT) return [];
  const hs = s.houses[seat]!;
  const any = hs.lordDeck.length + hs.ladyDeck.length > 0 || s.bannermenUsed < BANNERMEN;
  if (!any) return [];
  const out: Action[] = [{ type: "play", card }];
  if (card === "A new Lord in the Court" && heirPossible(s, seat)) out.push({ type: "play", card, heir: true });
  return out;
}

/** Draws the new noble and queues him for placement (2.4.1). */
export function playNewNoble(s: FiefState, seat: House, card: CourtCard, heir: boolean, log: Log): void {
  const hs = writableHouse(s, seat);
  const nobles = ownRecords(s, "nobles");
  let id: string;
  if (heir) {
    s.heirsUsed++;
    s.heirPlayed = true;
    id = `Heir ${s.heirsUsed}`;
    nobles[id] = { ...newNoble(id, seat), attributes: ["prince of westeros"] };
  } else {
    // the house's decks are shared frozen between states (draft.ts): the one drawn from is copied first
    const lady = card === "A new Lady in the Court" && hs.ladyDeck.length > 0;
    if (lady && isShared(hs.ladyDeck)) hs.ladyDeck = hs.ladyDeck.slice();
    if (!lady && isShared(hs.lordDeck)) hs.lordDeck = hs.lordDeck.slice();
    const name = (lady ? hs.ladyDeck : hs.lordDeck).shift();
    if (name) {
      id = name;
      nobles[id] = newNoble(id, seat);
    } else {
      s.bannermenUsed++;
      id = `Bannerman ${s.bannermenUsed}`;
      let k = 1;
      while (nobles[id]) id = `Bannerman ${++k}`;
      nobles[id] = newNoble(id, seat);
    }
  }
  nobles[id]!.courtCard = card;
  own(s, "placements").push(id);
  say(log, "newNoble", `${seat} plays ${card}: ${id} joins the house.`, { noble: id });
}

export function motherOfDragonsActions(s: FiefState): Action[] {
  if (s.titles.motherOfDragons) return [];
  return nobleList(s).filter((n) => n.village && n.sex === "lady").map((n) => ({ type: "play" as const, card: "Mother of Dragons", target: n.id }));
}

export function councilActions(s: FiefState): Action[] {
  const free = MASTERS.filter((m) => !s.titles[m]);
  const wardens = nobleList(s).filter((n) => n.village && titlesOf(s, n.id).some((t) => t.startsWith("warden:")) && !titlesOf(s, n.id).some((t) => t === "hand" || t.startsWith("master:") || t === "king" || t === "queen"));
  return wardens.flatMap((w) => free.map((office) => ({ type: "play" as const, card: "Join the Small Council", target: w.id, office })));
}

export function joinCouncil(s: FiefState, target: string, office: MasterTitle, source: "card" | "bid", log: Log): void {
  grantTitle(s, office, target);
  own(s, "councilSource")[office] = source;
  say(log, "council", `${target} becomes ${office.slice(7)} master of the Small Council.`);
}
