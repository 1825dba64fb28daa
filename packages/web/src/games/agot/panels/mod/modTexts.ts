/**
 * Mother of Dragons' cards a player reads on the table, in our own short words (paraphrased from
 * shared/reference/agot/cards.md 6.7 and 6.9; never the printed text): Westeros deck IV and the
 * Iron Bank's loans. Data only: the engine resolves them, these lines tell a player what to expect.
 */

/** Westeros deck IV (cards.md 6.7): the banner's loyalty tokens are placed first, then Targaryen's option. */
export const DECK_IV_TEXTS: Readonly<Record<string, string>> = {
  "domestic-disputes": "Loyalty on Storm's End. Targaryen may pay 1 power to put a loyalty token in the home area of up to 4 other houses.",
  "empty-promises": "Loyalty on The Stony Shore. Targaryen may pay 1 power for a token in The Mountains of the Moon or Moat Cailin.",
  "fire-made-flesh":
    "Loyalty on The Reach. Targaryen may sacrifice a dragon to bring a later dragon-strength token forward for good, or return a lost dragon to Pentos.",
  "playing-with-fire":
    "Loyalty on Riverrun and The Arbor. Targaryen may pay 1 power to mark an empty land of Westeros with a token; another player of its choice puts one of their land units there.",
  "scattering-dissent": "Loyalty on Karhold and Oldtown. In reverse turn order each player moves a token one land area; Targaryen may pay 1 power to undo each move.",
  "southron-ambitions": "Loyalty on Searoad Marches and Dornish Marches. Targaryen may pay 1 power for a token in Blackwater or The Boneway.",
  "strongholds-of-resistance": "Loyalty on Seagard. Targaryen may pay 1 power for a token in Harrenhal or White Harbor.",
  "the-long-plan": "Loyalty on Castle Black and Yronwood. Targaryen may pay 1 power: another player puts a token in each of two land areas of Westeros.",
  "watering-the-seed": "No banner tokens. Targaryen may pay power equal to its victory score for a token in each of two river lands it does not control.",
  "word-spreads-quickly": "Loyalty on Crackclaw Point and Three Towers. In turn order each player moves a token one land area; Targaryen may pay 2 power to undo each move.",
};

/** The Iron Bank's loans (cards.md 6.9): what a house gets when it buys one. */
export const LOAN_TEXTS: Readonly<Record<string, string>> = {
  "customs-officer": "Gain 10 power.",
  "expert-artificer": "Add a crown to any land area (power improvement), then gain 8 power.",
  "full-host": "Place a footman, a knight, a siege engine and a ship from your reserve in areas you control.",
  "loyal-maester": "Add a supply barrel to two different land areas.",
  "master-at-arms": "Turn two castles into strongholds.",
  pyromancer: "Take the castle away from an area, then add a crown or a barrel there.",
  "savvy-steward": "Add a supply barrel to any land area, then move up 1 on the supply track.",
  "sea-raiders": "Place a footman and 3 ships from your reserve in areas you control.",
  "siege-engineers": "Place a footman and 2 siege engines from your reserve in areas you control.",
  spymaster: "Look at the top 2 cards of a Westeros deck; put each back on top or at the bottom, in the order you like.",
  "the-faceless-men": "Destroy a knight in one area and a footman in another, of any house.",
  "vanguard-cavalry": "Place 3 knights from your reserve in areas you control.",
};
