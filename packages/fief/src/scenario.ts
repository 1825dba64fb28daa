/**
 * Scenarios: any position, as a JSON document validated with zod (see SCENARIO.md). A scenario is
 * a config plus overrides applied to a freshly set-up game: gold, hands, nobles, units, villages,
 * titles, decks, region cards, taxes, phase and step, forced dice.
 */
import { nobleList } from "./query.ts";
import { describeInvalid, err, ok, type Result, type RuleError } from "@kingsroad/core";
import { z } from "zod";
import { isVillage, neighbours, VILLAGE } from "./data/board.ts";
import { HOUSES, NOBLE_CARD, type House } from "./data/nobles.ts";
import { TROOP_TYPES } from "./data/rules.ts";
import { newNoble, createGame, validateConfig } from "./setup.ts";
import type { FiefState, Step, TitleId } from "./state.ts";
import { snapshotTitles } from "./rules/elections.ts";

const house = z.enum(HOUSES);
const nobleSpec = z.object({
  id: z.string(),
  house,
  village: z.string().nullable().default(null),
  captor: house.nullable().default(null),
  sex: z.enum(["lord", "lady"]).optional(),
  attributes: z.array(z.string()).optional(),
  outlaw: z.boolean().default(false),
  assassin: z.boolean().default(false),
  spouse: z.string().nullable().default(null),
  titles: z.array(z.string()).default([]),
});

export const scenarioSchema = z.object({
  houses: z.array(house).min(3).max(6),
  seed: z.union([z.string(), z.number()]).default("scenario"),
  options: z.record(z.string(), z.boolean()).default({}),
  round: z.number().int().min(1).default(2),
  firstPlayer: house.optional(),
  gold: z.record(z.string(), z.number().int().min(0)).default({}),
  hands: z.record(z.string(), z.array(z.string())).default({}),
  nobles: z.array(nobleSpec).default([]),
  /** `road`: the neighbouring village the troops came from this movement, the road they occupy (5, SF-15). */
  units: z.array(z.object({ house, village: z.string(), type: z.enum(TROOP_TYPES), count: z.number().int().min(1).default(1), road: z.string().nullable().default(null) })).default([]),
  villages: z.record(z.string(), z.object({
    controller: house.nullable().optional(), stronghold: z.boolean().optional(), fortified: z.boolean().optional(),
    mills: z.number().int().min(0).max(2).optional(), sept: z.boolean().optional(), maester: z.boolean().optional(),
    siege: z.object({ besieger: house, engine: z.union([z.literal(1), z.literal(2)]), round: z.number().int().default(0) }).nullable().optional(),
  })).default({}),
  regions: z.record(z.string(), z.object({ disasters: z.array(z.enum(["Heavy Rain", "Famine", "Plague"])).default([]), bounty: z.array(z.enum(["Bountiful Harvest", "Good Weather"])).default([]), copies: z.array(z.enum(["Heavy Rain", "Famine", "Plague"])).optional() })).default({}),
  taxes: z.array(z.object({ house, kind: z.enum(["tallage", "warden"]), fief: z.string().optional(), region: z.number().int().optional(), by: z.string(), title: z.string(), all: z.boolean().optional() })).default([]),
  fortuneDeck: z.array(z.string()).optional(),
  courtDeck: z.array(z.string()).optional(),
  disasterTrack: z.array(z.enum(["Heavy Rain", "Famine", "Plague"])).default([]),
  season: z.enum(["summer", "autumn", "winter"]).default("summer"),
  /** The step to start in, as in FiefState.step (phase is derived). */
  step: z.record(z.string(), z.unknown()).optional(),
  phase: z.string().optional(),
  forcedRolls: z.array(z.number().int().min(1).max(6)).default([]),
  startTitles: z.object({ wardens: z.record(z.string(), z.number()), council: z.record(z.string(), z.number()) }).optional(),
});

export type Scenario = z.input<typeof scenarioSchema>;

export function fromScenario(input: unknown): Result<FiefState, RuleError> {
  const p = scenarioSchema.safeParse(input);
  if (!p.success) return err({ code: "bad_scenario", message: `The scenario is not valid: ${describeInvalid(p.error, "the scenario")}.` });
  const sc = p.data;
  const problem = validateConfig({ seed: sc.seed, houses: sc.houses });
  if (problem) return err({ code: "bad_scenario", message: problem });
  const first = sc.firstPlayer ? sc.houses.indexOf(sc.firstPlayer) : 0;
  if (first < 0) return err({ code: "bad_scenario", message: "The first player must be at the table." });
  const s = createGame({ seed: sc.seed, houses: sc.houses, options: sc.options });
  s.round = sc.round;
  s.firstPlayer = first;
  s.turnOrder = [...sc.houses.slice(first), ...sc.houses.slice(0, first)];
  s.nobles = {};
  for (const h of sc.houses) s.houses[h]!.gold = sc.gold[h] ?? 0;
  s.bankNet = sc.houses.reduce((a, h) => a + s.houses[h]!.gold, 0);
  for (const [h, cards] of Object.entries(sc.hands)) s.houses[h]!.hand = cards as FiefState["houses"][string]["hand"];
  for (const n of sc.nobles) {
    if (n.village && !isVillage(n.village)) return err({ code: "bad_scenario", message: `Unknown village ${n.village}.` });
    const card = NOBLE_CARD[n.id];
    const base = newNoble(n.id, n.house as House, card);
    s.nobles[n.id] = {
      ...base, sex: n.sex ?? base.sex, attributes: (n.attributes ?? base.attributes) as typeof base.attributes,
      village: n.village, captor: n.captor, outlaw: n.outlaw, assassin: n.assassin, spouse: n.spouse,
    };
    for (const hs of Object.values(s.houses)) { hs.lordDeck = hs.lordDeck.filter((x) => x !== n.id); hs.ladyDeck = hs.ladyDeck.filter((x) => x !== n.id); }
    for (const t of n.titles) s.titles[t as TitleId] = n.id;
  }
  if (!sc.houses.includes("targaryen") || !s.nobles["Daenerys Targaryen"]) delete s.titles.motherOfDragons;
  for (const n of sc.nobles) for (const t of n.titles) s.titles[t as TitleId] = n.id;
  s.units = [];
  for (const u of sc.units) {
    if (!isVillage(u.village)) return err({ code: "bad_scenario", message: `Unknown village ${u.village}.` });
    if (u.road !== null && !neighbours(u.village).includes(u.road)) return err({ code: "bad_scenario", message: `No road leads from ${u.road} to ${u.village}.` });
    for (let i = 0; i < u.count; i++) s.units.push({ id: s.nextUnitId++, house: u.house, type: u.type, village: u.village, steps: 0, road: u.road });
  }
  for (const v of Object.keys(VILLAGE)) s.villages[v] = { controller: null, stronghold: false, fortified: false, mills: 0, sept: false, maester: false, siege: null };
  for (const [v, o] of Object.entries(sc.villages)) {
    if (!isVillage(v)) return err({ code: "bad_scenario", message: `Unknown village ${v}.` });
    Object.assign(s.villages[v]!, Object.fromEntries(Object.entries(o).filter(([, x]) => x !== undefined)));
  }
  // villages occupied but not given a controller: the first present house in turn order
  for (const v of Object.keys(VILLAGE)) {
    if (sc.villages[v]?.controller !== undefined) continue;
    const here = s.turnOrder.find((h) => s.units.some((u) => u.village === v && u.house === h) || nobleList(s).some((n) => n.village === v && n.house === h && !n.captor));
    if (here) s.villages[v]!.controller = here;
  }
  for (const [r, rc] of Object.entries(sc.regions)) s.regions[r] = rc.copies ? rc : { disasters: rc.disasters, bounty: rc.bounty };
  s.taxes = sc.taxes.map((t, order) => ({ ...t, order, title: t.title as TitleId }) as FiefState["taxes"][number]);
  if (sc.fortuneDeck) s.fortuneDeck = sc.fortuneDeck as FiefState["fortuneDeck"];
  if (sc.courtDeck) s.courtDeck = sc.courtDeck as FiefState["courtDeck"];
  s.disasterTrack = sc.disasterTrack;
  s.season = sc.season;
  s.forcedRolls = sc.forcedRolls;
  if (sc.startTitles) s.startTitles = sc.startTitles;
  else snapshotTitles(s);
  s.phase = (sc.phase as FiefState["phase"]) ?? "announcements";
  s.step = (sc.step as unknown as Step) ?? { kind: "announce", turn: 0 };
  return ok(s);
}
