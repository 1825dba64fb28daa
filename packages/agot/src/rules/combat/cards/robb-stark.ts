/**
 * Robb Stark (3): if Stark wins, Stark picks the loser's retreat area among the legal ones with the
 * fewest supply losses, as attacker or defender; a beaten attacker may be sent to any legal area,
 * not only its origin (cards.md 7 #13). The choice itself lives in `retreat.ts`.
 */
import type { CardAbility } from "../ability.ts";

export const robbStark: CardAbility = { card: "robb-stark", choosesRetreat: true };
