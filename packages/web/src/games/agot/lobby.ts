/**
 * A Game of Thrones in the lobby: the player counts, the houses a player may ask for and the
 * options, the base game's and Mother of Dragons' (cards.md 6.1; its modules as the engine's
 * `optionsSchema` names them). The engine decides whether a whole table can be played
 * (`configProblem`): its sentence comes back from the server and the form shows it.
 */
import { HOUSES, HOUSES_FOR_COUNT } from "../../../../agot/src/data/houses.ts";
import type { LobbySpec, OptionValues } from "../types.ts";

/**
 * Targaryen plays from 4 players (cards.md 6.1). The engine's data/mod.ts says so too, but
 * importing it would put the expansion's setup data in every page's first chunk (the game page's
 * JS budget): test/agot/create-mod-game.test.tsx checks the two agree.
 */
export const TARGARYEN_MIN_PLAYERS = 4;

const BASE_COUNTS = [3, 4, 5, 6] as const;
const MOD_COUNTS = [3, 4, 5, 6, 7, 8] as const;

const withMod = (o: OptionValues): boolean => o["motherOfDragons"] === true;

/** The houses one may ask for: with Mother of Dragons all eight, Targaryen only from 4 players. */
export function agotHouses(count: number, options: OptionValues): readonly string[] {
  if (!withMod(options)) return HOUSES_FOR_COUNT[count as 3 | 4 | 5 | 6] ?? [];
  return HOUSES.filter((h) => h !== "targaryen" || count >= TARGARYEN_MIN_PLAYERS);
}

export function agotHousesNote(count: number, options: OptionValues): string | null {
  if (!withMod(options)) return null;
  const targaryen =
    count < TARGARYEN_MIN_PLAYERS
      ? `Targaryen plays only with ${TARGARYEN_MIN_PLAYERS} or more players, so it is not offered at ${count}.`
      : "Targaryen brings the Essos board, dragons, loyalty tokens and the Iron Bank.";
  const vassals = count < 7 ? " Houses of Westeros nobody plays become vassals, commanded by the players each round." : "";
  return `${targaryen}${vassals}`;
}

export const AGOT_LOBBY: LobbySpec = {
  counts: (o) => (withMod(o) ? MOD_COUNTS : BASE_COUNTS),
  houses: agotHouses,
  housesNote: agotHousesNote,
  options: [
    { key: "tidesOfBattle", label: "Tides of Battle", help: "Each side draws a Tides of Battle card in combat (swords, towers, skulls)." },
    {
      key: "motherOfDragons",
      label: "Mother of Dragons",
      help: "The expansion: 3 to 8 players, House Arryn in the Vale, House Targaryen and its dragons in Essos.",
    },
    {
      key: "vassals",
      under: "motherOfDragons",
      default: true,
      label: "Vassals",
      help: "Houses of Westeros nobody plays stay on the board; each round a player commands each of them.",
    },
    {
      key: "ironBank",
      under: "motherOfDragons",
      default: true,
      label: "Iron Bank",
      help: "With Targaryen: buy loans of Braavos with an Iron Bank order, paying 1 power of interest per loan each round.",
    },
    { key: "seaOrders", under: "motherOfDragons", default: true, label: "Sea orders", help: "Three extra tokens for seas and ports: March -1, Support and Iron Bank." },
    { key: "giftingPower", under: "motherOfDragons", default: true, label: "Gifting power", help: "A player may give available power tokens to another player at almost any time." },
    {
      key: "houseCards",
      under: "motherOfDragons",
      default: "standard",
      label: "House cards",
      help: "Arryn's and Targaryen's decks: the expansion's own, or the alternative decks from the later books.",
      choices: [
        { value: "standard", label: "Standard" },
        { value: "later-books", label: "Later books" },
      ],
    },
  ],
  defaultTitle: "A Game of Thrones",
};

/**
 * The houses whose player may leave a Mother of Dragons game now (the drop-out rule, mod-setup.md
 * 5; the engine's `leaveGame` decides): players of a table with vassals, never Targaryen, not one
 * leaving already (a full table too: its first leaver starts the vassals). A player at the floor of
 * three Westeros players (AG-38) is offered too: the server seats a stand-in bot instead. A sketch
 * from the view for the Votes panel; the server asks the engine.
 */
export function modLeavers(anyView: unknown): readonly string[] {
  const view = anyView as { houses?: readonly string[]; mod?: { modules?: { vassals?: boolean }; vassals?: { houses: readonly string[]; leaving: readonly string[] } } } | null;
  // A full table has no vassals yet, yet its players may leave while the vassals module is on.
  const v = view?.mod?.vassals ?? (view?.mod?.modules?.vassals ? { houses: [], leaving: [] } : undefined);
  if (!view?.houses || !v) return [];
  return view.houses.filter((h) => h !== "targaryen" && !v.houses.includes(h) && !v.leaving.includes(h));
}
