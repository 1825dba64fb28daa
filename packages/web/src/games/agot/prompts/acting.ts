/**
 * Who acts in a prompt: the seat's own house, or (Mother of Dragons) a vassal it commands this
 * round, which the engine names in `detail.vassal` and announces with "For your vassal X: ".
 */
import type { Prompt } from "@kingsroad/core";
import type { Action, Picture } from "../types.ts";

const VASSAL_LEAD = /^For your vassal [^:]+: /;

/** The vassal a prompt is for, or null when the seat decides for its own house. */
export function vassalOf(p: Prompt | undefined): string | null {
  const v = (p?.detail as { vassal?: unknown } | undefined)?.vassal;
  return typeof v === "string" ? v : null;
}

/** The house whose decision this is (the vassal, or the seat itself). */
export const actingHouse = (prompts: readonly Prompt[], seat: string): string => vassalOf(prompts[0]) ?? seat;

/** The prompt's question without the engine's vassal lead (the panel names the acting house itself). */
export const questionOf = (p: Prompt): string => (vassalOf(p) === null ? p.text : p.text.replace(VASSAL_LEAD, ""));

/** Gifts of power are Mother of Dragons' one free action: offered beside every decision, never as one. */
export const isGift = (a: Action): boolean => a.type === "gift-power";

/** What a seat may do while not asked anything (the server's `freeActions`: MoD gifts), none when absent. */
export const freeActionsOf = (picture: Picture): Action[] => picture.freeActions ?? [];
