/**
 * Mother of Dragons' cards outside combat in our own short words (paraphrased from
 * shared/reference/agot/cards.md §6.7 and §6.9, never the printed text): what each Iron Bank loan
 * does when bought and what each Westeros deck IV card offers. Data only; the engine resolves them.
 */
import { LOAN_NAMES, LOAN_SLOT_COSTS, type LoanId } from "../../../../agot/src/data/loans.ts";
import { WESTEROS_IV_CARDS, type WesterosIVCardId } from "../../../../agot/src/data/mod.ts";
import { titleCase } from "./names.ts";

export { LOAN_SLOT_COSTS };

export const LOAN_TEXTS: Readonly<Record<LoanId, string>> = {
  "customs-officer": "Take 10 power tokens.",
  "expert-artificer": "Put a power improvement (an extra crown) on any land area, then take 8 power tokens.",
  "full-host": "Put a footman, a knight, a siege engine and a ship from your reserve into areas you control.",
  "loyal-maester": "Put a supply improvement (an extra barrel) on two different land areas.",
  "master-at-arms": "Turn two castles into strongholds.",
  pyromancer: "Burn a castle away (the area loses it), then put a power or a supply improvement there.",
  "savvy-steward": "Put a supply improvement on any land area and move up one space on the Supply track.",
  "sea-raiders": "Put a footman and three ships from your reserve into areas you control.",
  "siege-engineers": "Put a footman and two siege engines from your reserve into areas you control.",
  spymaster: "Look at the top two cards of a Westeros deck; send any of them to the bottom, the rest back on top in the order you like.",
  "the-faceless-men": "Destroy a knight in one area and a footman in another, whoever owns them.",
  "vanguard-cavalry": "Put three knights from your reserve into areas you control.",
};

export const loanName = (id: string): string => LOAN_NAMES[id as LoanId] ?? titleCase(id);
export const loanText = (id: string): string | null => LOAN_TEXTS[id as LoanId] ?? null;

export const DECK_IV_TEXTS: Readonly<Record<WesterosIVCardId, string>> = {
  "domestic-disputes": "Targaryen may pay 1 power to put a loyalty token on the home area of up to four other houses.",
  "empty-promises": "Targaryen may pay 1 power to put a loyalty token on The Mountains of the Moon or on Moat Cailin.",
  "fire-made-flesh":
    "Targaryen may destroy one of its dragons to bring a future dragon-strength token forward, or bring a destroyed dragon back to Pentos, or do nothing.",
  "playing-with-fire":
    "Targaryen may pay 1 power to put a loyalty token on an empty, uncontrolled land area of Westeros; a player it names then puts one of their land units there.",
  "scattering-dissent": "In reverse turn order each player moves a loyalty token to a neighbouring land area; Targaryen may pay 1 power to undo each move.",
  "southron-ambitions": "Targaryen may pay 1 power to put a loyalty token on Blackwater or on The Boneway.",
  "strongholds-of-resistance": "Targaryen may pay 1 power to put a loyalty token on Harrenhal or on White Harbor.",
  "the-long-plan": "Targaryen may pay 1 power to name another player, who puts loyalty tokens on two different land areas of Westeros.",
  "watering-the-seed":
    "Targaryen may pay power equal to its Victory track place to put loyalty tokens on two land areas by a river that it does not control.",
  "word-spreads-quickly": "In turn order each player moves a loyalty token to a neighbouring land area; Targaryen may pay 2 power to undo each move.",
};

export const deckIVName = (id: string): string => WESTEROS_IV_CARDS[id as WesterosIVCardId]?.name ?? titleCase(id);
export const deckIVText = (id: string): string | null => DECK_IV_TEXTS[id as WesterosIVCardId] ?? null;

/** The areas printed on a deck IV card's banner: one loyalty token each when it is revealed. */
export const deckIVBanner = (id: string): readonly string[] => WESTEROS_IV_CARDS[id as WesterosIVCardId]?.auto ?? [];
