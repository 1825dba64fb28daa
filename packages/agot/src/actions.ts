/**
 * Every action a seat can send, as a zod schema (the runtime shape check) and its TypeScript type.
 * Legality is checked separately: an action is legal exactly when `legalActions` lists it.
 * Compound decisions are split into steps (one order, one move, one unit), each list stays short.
 */
import { z } from "zod";
import { ORDER_KINDS } from "./data/orders.ts";
import { HOUSES, UNIT_TYPES } from "./data/houses.ts";

const area = z.string().min(1).max(64);
const house = z.enum(HOUSES);
const unitType = z.enum(UNIT_TYPES);
const orderKind = z.enum(ORDER_KINDS);
const unitCount = z.number().int().min(0).max(20);
/** `dragon` only where dragons can be (Mother of Dragons' Targaryen): base games' actions never carry it. */
const unitCounts = z.object({ footman: unitCount, knight: unitCount, ship: unitCount, "siege-engine": unitCount, dragon: unitCount.optional() }).strict();

export const actionSchema = z.discriminatedUnion("type", [
  // Planning (rulebook p.11-12)
  z.object({ type: z.literal("place-order"), area, order: orderKind }).strict(),
  z.object({ type: z.literal("raven-replace-order"), area, order: orderKind }).strict(),
  z.object({ type: z.literal("raven-look-at-wildlings") }).strict(),
  z.object({ type: z.literal("raven-keep-wildling-card"), bottom: z.boolean() }).strict(),
  z.object({ type: z.literal("raven-pass") }).strict(),
  // A choice named by the prompt (Throne of Blades, Dark Wings, Put to the Sword, wildling options, ...)
  z.object({ type: z.literal("choose"), choice: z.string().min(1).max(64) }).strict(),
  // Bidding (Clash of Kings, wildling attack) and the Iron Throne holder's tie-breaks
  z.object({ type: z.literal("bid"), amount: z.number().int().min(0).max(20) }).strict(),
  z.object({ type: z.literal("break-tie"), house }).strict(),
  // Mustering (p.9): from a castle/stronghold, a new unit to an area, or an upgrade in place
  z.object({ type: z.literal("muster"), castle: area, to: area, unit: unitType }).strict(),
  z.object({ type: z.literal("upgrade"), castle: area, at: area, unit: z.enum(["knight", "siege-engine"]) }).strict(),
  // Losing units: supply reconciliation, wildling penalties, casualties
  z.object({ type: z.literal("destroy-unit"), area, unit: unitType }).strict(),
  z.object({ type: z.literal("replace-unit"), area, unit: unitType }).strict(),
  // House cards outside combat (wildling rewards and penalties)
  z.object({ type: z.literal("discard-house-card"), card: z.string().min(1).max(64) }).strict(),
  z.object({ type: z.literal("take-house-card"), card: z.string().min(1).max(64) }).strict(),
  // Action phase
  z.object({ type: z.literal("raid"), from: area, target: area.nullable() }).strict(),
  z.object({ type: z.literal("resolve-march"), area }).strict(),
  z.object({ type: z.literal("move"), to: area, units: unitCounts }).strict(),
  z.object({ type: z.literal("leave-power-token"), leave: z.boolean() }).strict(),
  z.object({ type: z.literal("consolidate-power"), area, muster: z.boolean() }).strict(),
  // Mother of Dragons' Iron Bank order (cards.md 6.9): buy the loan of a slot (0: the 7-cost one), or none
  z.object({ type: z.literal("buy-loan"), area, slot: z.number().int().min(0).max(2).nullable() }).strict(),
  // A loan's units put on the board from the reserve, one at a time (Full Host and the like)
  z.object({ type: z.literal("place-unit"), area, unit: unitType }).strict(),
  // Combat
  z.object({ type: z.literal("support"), area, side: z.enum(["attacker", "defender", "none"]) }).strict(),
  z.object({ type: z.literal("house-card"), card: z.string().min(1).max(64) }).strict(),
  z.object({ type: z.literal("use-blade"), use: z.boolean() }).strict(),
  z.object({ type: z.literal("casualty"), unit: unitType }).strict(),
  z.object({ type: z.literal("retreat"), to: area }).strict(),
  z.object({ type: z.literal("replace-port-ships"), count: z.number().int().min(0).max(3) }).strict(),
  // Mother of Dragons: one available power token to another player, prompted or not (cards.md 6.11, AG-37; rules/gifting.ts)
  z.object({ type: z.literal("gift-power"), to: house }).strict(),
  // Ends a step that takes any number of actions (mustering, marching, ...)
  z.object({ type: z.literal("done") }).strict(),
]);

export type Action = z.infer<typeof actionSchema>;
export type ActionType = Action["type"];
export type ActionOf<T extends ActionType> = Extract<Action, { type: T }>;
export type UnitCounts = z.infer<typeof unitCounts>;
