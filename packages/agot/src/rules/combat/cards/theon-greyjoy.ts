/** Theon Greyjoy (2): defending an area with a castle or stronghold, +1 strength and +1 sword (cards.md 2.2). */
import type { Game } from "../../../state.ts";
import type { CardAbility } from "../ability.ts";
import { embattledHasCastle } from "../army.ts";
import type { CombatFrame, Side } from "../frames.ts";

const defendingCastle = (_g: Game, f: CombatFrame, side: Side): number => (side === "defender" && embattledHasCastle(_g, f) ? 1 : 0);

export const theonGreyjoy: CardAbility = { card: "theon-greyjoy", strength: defendingCastle, swords: defendingCastle };
