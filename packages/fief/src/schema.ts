/**
 * Every action a seat can send, as a zod schema (validated before any rule runs).
 * Compound moves are decomposed: a march is `march`, then `load`/`step`/... then `halt`.
 */
import { z } from "zod";
import { TROOP_TYPES } from "./data/rules.ts";

const id = z.string().min(1).max(64);
const troop = z.enum(TROOP_TYPES);

export const actionSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("chooseStart"), village: id }),
  z.object({ type: z.literal("done") }),
  // SF-22 (D2): a standing answer to the pass rounds, set or cleared at any time (rules/standing.ts)
  z.object({ type: z.literal("standing"), answer: z.enum(["cards", "gifts", "phase", "act"]), on: z.boolean() }),
  z.object({ type: z.literal("answer"), accept: z.boolean() }),
  z.object({ type: z.literal("propose"), lord: id, lady: id }),
  z.object({ type: z.literal("outlaw"), noble: id }),
  z.object({ type: z.literal("pardon"), noble: id }),
  z.object({ type: z.literal("rhllor") }),
  z.object({ type: z.literal("concede"), noble: id, title: id, to: id }),
  z.object({ type: z.literal("candidate"), noble: id.nullable() }),
  z.object({ type: z.literal("vote"), forNoble: id.nullable(), decoy: id.nullable() }),
  z.object({ type: z.literal("breakTie"), noble: id }),
  z.object({ type: z.literal("breakBidTie"), house: id }), // the Protector names the winner of a tied bid (1.5)
  z.object({ type: z.literal("discard"), card: id }),
  z.object({ type: z.literal("draw"), deck: z.enum(["fortune", "court"]), starkDiscard: z.boolean().optional() }),
  z.object({ type: z.literal("starkDiscard"), card: id }),
  z.object({
    type: z.literal("play"),
    card: id,
    noble: id.optional(),
    target: id.optional(),
    region: z.number().int().min(1).max(5).optional(),
    fief: id.optional(),
    village: id.optional(),
    office: id.optional(),
    heir: z.boolean().optional(),
    all: z.boolean().optional(),
    secretPassage: z.enum(["card", "shadow"]).optional(), // 2.4.11 note: an Abduction helped by a Secret Passage
    helper: id.optional(), // the house asked to play that Secret Passage (2.4.8)
    attribute: z.enum(["tyrant", "godsCursed"]).optional(), // SF-28: the attribute an Uprising on a noble both tyrant and Gods cursed is played on
  }),
  z.object({ type: z.literal("place"), noble: id, village: id }),
  z.object({ type: z.literal("lose"), unit: troop.optional(), noble: id.optional(), owner: id.optional() }),
  z.object({ type: z.literal("ransom"), noble: id, amount: z.number().int().min(0) }),
  z.object({ type: z.literal("bid"), amount: z.number().int().min(0) }),
  z.object({ type: z.literal("wallBid"), gold: z.number().int().min(0), black: z.boolean(), noble: id.optional() }),
  z.object({
    type: z.literal("buy"),
    item: z.enum([...TROOP_TYPES, "stronghold", "mill", "sept", "maester", "fiefTitle", "freeTitle"]),
    village: id.optional(),
    fief: id.optional(),
    noble: id.optional(),
  }),
  z.object({ type: z.literal("martell"), position: z.enum(["first", "last", "keep"]) }),
  z.object({ type: z.literal("march"), noble: id }),
  z.object({ type: z.literal("load"), unit: troop.optional(), noble: id.optional() }),
  z.object({ type: z.literal("unload"), unit: troop.optional(), noble: id.optional() }),
  z.object({ type: z.literal("step"), to: id, secretPassage: z.enum(["card", "shadow"]).optional() }),
  z.object({ type: z.literal("askPassage"), to: id }), // leaving along the road to `to` (SF-15)
  z.object({ type: z.literal("raid"), to: id }), // fighting through to leave along the road to `to` (5.2)
  z.object({ type: z.literal("halt") }),
  z.object({ type: z.literal("declareBattle"), village: id, against: id, secretPassage: z.boolean().optional() }),
  z.object({ type: z.literal("join"), side: z.enum(["attacker", "defender", "none"]) }),
  z.object({ type: z.literal("battleChoice"), choice: z.enum(["continue", "truce", "surrender"]) }),
  z.object({ type: z.literal("persuade"), noble: id }),
  z.object({ type: z.literal("siege"), village: id }),
  z.object({ type: z.literal("pillage"), village: id }),
  z.object({ type: z.literal("gift"), to: id, gold: z.number().int().min(0), card: id.optional() }),
  z.object({ type: z.literal("sail"), to: id, secretPassage: z.enum(["card"]).optional() }),
  z.object({ type: z.literal("askShips") }),
  z.object({ type: z.literal("transfer"), title: id, to: id.nullable() }),
  z.object({ type: z.literal("ability"), name: id, target: id.optional(), noble: id.optional(), card: id.optional(), give: id.optional(), region: z.number().int().min(1).max(5).optional() }),
  z.object({ type: z.literal("strikeFirst"), house: id }),
  z.object({ type: z.literal("wallTroop"), unit: troop, village: id }),
  z.object({ type: z.literal("reroll"), die: z.number().int().min(0).max(30) }),
  z.object({ type: z.literal("control"), village: id, house: id }),
  z.object({ type: z.literal("captives"), house: id, noble: id }), // the winning leader names the army taking this captive (6.2.3, SF-33)
  z.object({ type: z.literal("split"), left: z.number().int().min(0) }),
  z.object({ type: z.literal("pickHand"), hand: z.enum(["left", "right"]) }),
]);

export type Action = z.infer<typeof actionSchema>;
