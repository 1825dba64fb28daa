/**
 * Cards, the battle die, counter pools and costs (facts.json), typed.
 */
import facts from "./facts.json" with { type: "json" };

export const COURT_CARDS = ["A new Lord in the Court", "A new Lady in the Court", "Mother of Dragons", "Join the Small Council"] as const;
export type CourtCard = (typeof COURT_CARDS)[number];
export const BOUNTY_CARDS = ["Bountiful Harvest", "Good Weather", "Taxes", "Uprising", "Secret Passage", "Assassination", "Justice", "Abduction"] as const;
export type BountyCard = (typeof BOUNTY_CARDS)[number];
export const DISASTER_CARDS = ["Heavy Rain", "Famine", "Plague"] as const;
export type DisasterCard = (typeof DISASTER_CARDS)[number];
export type FortuneCard = BountyCard | DisasterCard;
export type Card = CourtCard | FortuneCard;

export const COURT_DECK: Readonly<Record<CourtCard, number>> = facts.courtEventDeck;
export const BOUNTY_DECK: Readonly<Record<BountyCard, number>> = facts.fortuneDeck.bounty;
export const DISASTER_DECK: Readonly<Record<DisasterCard, number>> = facts.fortuneDeck.disaster;

/** Opportunity cards (green lightning) may be played outside the Play Cards subphase (2.4). */
export const OPPORTUNITY: ReadonlySet<Card> = new Set(facts.opportunityCards as Card[]);

export function isDisaster(c: Card): c is DisasterCard {
  return (DISASTER_CARDS as readonly string[]).includes(c);
}
export function isCourt(c: Card): c is CourtCard {
  return (COURT_CARDS as readonly string[]).includes(c);
}

/** SF-6: hits per battle-die face; a d6 face f (1..6) scores BATTLE_DIE[f-1] hits. */
export const BATTLE_DIE: readonly number[] = facts.battleDie.faces;

export const TROOP_TYPES = ["menAtArms", "archer", "knight", "champion", "unsullied", "whitecloakKnight", "whitecloakManAtArms", "recruit"] as const;
export type TroopType = (typeof TROOP_TYPES)[number];

/**
 * Strength points and hit points per troop (6.2, 6.2.2; Unsullied from the Targaryen setup). SF-9: a
 * Night's Watch Recruit fights as a Man at Arms (6.2 "1 SP per Man at Arms (NWE: and Night's Watch
 * Recruit)"), not with the 2 SP and 2 hits of 4.2.5.
 */
export const TROOP: Readonly<Record<TroopType, { sp: number; hp: number; cost: number; mounted: boolean }>> = {
  menAtArms: { sp: 1, hp: 1, cost: facts.costs.menAtArms, mounted: false },
  archer: { sp: 1, hp: 1, cost: facts.costs.archer, mounted: false },
  knight: { sp: 3, hp: 3, cost: facts.costs.knight, mounted: true },
  champion: { sp: 3, hp: 3, cost: facts.costs.champion, mounted: true },
  unsullied: { sp: 2, hp: 2, cost: facts.costs.unsullied, mounted: false },
  whitecloakKnight: { sp: 3, hp: 3, cost: facts.costs.whitecloakKnight, mounted: true },
  whitecloakManAtArms: { sp: 1, hp: 1, cost: facts.costs.whitecloakManAtArms, mounted: false },
  recruit: { sp: 1, hp: 1, cost: facts.costs.nightsWatchRecruit, mounted: false },
};

export const PER_PLAYER = facts.perPlayer;
export const BANK = facts.bank;
export const COSTS = facts.costs;
