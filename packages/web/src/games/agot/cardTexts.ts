/**
 * What each house card's ability does, in our own short words (paraphrased from
 * shared/reference/agot/cards.md §2.2, §6.2-6.4; never the printed text). Data only: the engine
 * resolves the abilities, these lines tell a player what to expect. A card without an entry has no
 * ability (its strength and icons are all there is).
 */
export const CARD_TEXTS: Readonly<Record<string, string>> = {
  // Baratheon
  "stannis-baratheon": "+1 strength if your opponent sits higher than you on the Iron Throne track.",
  "renly-baratheon": "If you win, you may upgrade one of your footmen in the combat (or supporting it) to a knight.",
  "ser-davos-seaworth": "While Stannis Baratheon is in your discard pile: +1 strength and +1 sword.",
  "salladhor-saan": "If you are supported in this combat, every ship that is not yours counts 0 strength.",
  patchface: "After combat, you may look at your opponent's hand and discard one card of your choice.",
  // Lannister
  "tywin-lannister": "If you win, gain 2 power tokens.",
  "ser-kevan-lannister": "When you attack, each of your footmen in the attack or supporting it counts 2.",
  "tyrion-lannister": "You may cancel your opponent's card: it goes back to hand and they must choose another (none if they have no other).",
  "cersei-lannister": "If you win, you may remove one of the loser's order tokens anywhere on the board.",
  // Stark
  "robb-stark": "If you win, you choose where the loser retreats (among the areas where it loses fewest units).",
  "roose-bolton": "If you lose, take your whole discard pile back into hand, Roose Bolton included.",
  "the-blackfish": "Your units take no casualties from swords, skulls or card texts in this combat.",
  "catelyn-stark": "If you have a Defense order in the embattled area, its bonus counts twice.",
  // Martell
  "arianne-martell": "If you defend and lose, the attackers do not enter: they go back where they came from.",
  "nymeria-sand": "Defending: +1 tower. Attacking: +1 sword.",
  "doran-martell": "Immediately move your opponent to the last place of one influence track of your choice.",
  // Greyjoy
  "victarion-greyjoy": "When you attack, each of your ships in the attack or supporting it counts 2.",
  "balon-greyjoy": "Your opponent's card counts its printed strength as 0.",
  "theon-greyjoy": "Defending an area with a castle or stronghold: +1 strength and +1 sword.",
  "asha-greyjoy": "If nobody supports you in this combat: +2 swords and +1 tower.",
  "aeron-damphair": "Immediately, you may pay 2 power tokens to discard Aeron and play another card from your hand instead.",
  // Tyrell
  "mace-tyrell": "Immediately destroy one footman of your opponent's army.",
  "ser-loras-tyrell": "If you attack and win, your March order moves into the conquered area and may be resolved again.",
  "queen-of-thorns": "Immediately remove one of your opponent's orders in an area next to the combat (not the attacking March).",
  // Arryn (Mother of Dragons)
  "lysa-arryn-mod": "If you defend with a Defense order there and win, Lysa Arryn goes back to your hand.",
  "ser-vardis-egen": "If your opponent's card has printed strength 2 or less: +1 strength and +2 towers.",
  "godric-borrell": "Defending a sea area: +1 strength for each adjacent land area you control.",
  "anya-waynwood": "If you win, gain 3 power tokens, and so does every house that supported you.",
  "robert-arryn": "After a combat you defended, you may remove Robert Arryn and the weakest card of your opponent's discard pile from the game.",
  // Targaryen (Mother of Dragons)
  "khal-drogo": "+1 strength and +1 sword for each of your knights in the army. After combat, Khal Drogo leaves the game.",
  "xaro-xhoan-daxos": "If your army has more ships than your opponent's, each of your ships in it counts 2.",
  "daenerys-targaryen-a": "+2 strength if a dragon is in either army.",
  "viserys-targaryen": "Before combat, you may discard another card to add its printed strength. If you lose, Viserys leaves the game.",
  "illyrio-mopatis": "After combat, gain power equal to the difference in final strength; then he leaves the game if you hold 5 or more power.",
  // Vassals (Mother of Dragons)
  varys: "After combat, this vassal moves to the top of the Fiefdoms track.",
  "syrio-forel": "When the vassal defends, every footman of a player's house in this combat counts 0.",
  "jaqen-h-ghar": "Cancel your opponent's card: a random card of their hand (perhaps the same) replaces it.",
  "jon-connington": "If the vassal loses, its commander may place one vassal knight where it retreated to or in its home area.",
  "beric-dondarrion": "If the vassal wins, one of its own units in the embattled area is destroyed.",
  bronn: "After cards are revealed, the opponent may discard 2 power tokens to make Bronn's strength 0.",
  // Mother of Dragons' "later books" decks (alt-house-cards.md §2): A Dance with Dragons for the base
  // houses, A Feast for Crows for Arryn, deck B for Targaryen.
  "stannis-baratheon-dwd": "If nobody supports you, every Support order next to the battle is removed: no support counts.",
  "jon-snow": "If you win, you may move the wildling threat one space up or down (never to 12).",
  "melisandre-dwd": "After combat, you may take a card back from your discard pile by paying its strength in power.",
  rayder: "Your final strength equals the wildling threat, whatever else you have.",
  "ser-ilyn-payne": "If you win, you may destroy one of your opponent's footmen anywhere on the board.",
  "ser-addam-marbrand": "When you attack, each of your knights in the attack or supporting it counts 3.",
  qyburn: "Before combat, you may pay 2 power to take the strength and icons of any card in a discard pile.",
  "ramsay-bolton": "While Reek is in your hand: +1 strength and 3 swords.",
  "walder-frey": "Houses that support your opponent (other than the opponent itself) support you instead.",
  reek: "Ramsay Bolton comes back from your discard pile. If you lose, you may take Reek back into hand.",
  "doran-martell-dwd": "For each other card in your hand: +1 sword, +1 tower and -1 strength.",
  "ser-gerris-drinkwater": "If you win, you may move up one space on an influence track of your choice.",
  "quentyn-martell": "+1 strength for each card in your discard pile.",
  "euron-crows-eye-dwd": "+1 strength if your opponent is above you on the Fiefdoms track.",
  "rodrik-the-reader": "If you win, you may search a Westeros deck and put the card you choose on top.",
  "qarl-the-maid": "If you attack and lose, gain 3 power tokens.",
  "aeron-damphair-dwd": "Before combat, discard any number of power tokens: +1 strength each.",
  "queen-of-thorns-dwd": "Your opponent's card keeps its strength and icons, but its text does nothing.",
  "paxter-redwyne": "At sea, each of your ships in the battle or supporting you counts 2.",
  "margaery-tyrell-dwd": "Defending your home area or an area with your power token: your opponent's final strength is 2.",
  "bronze-yohn-royce-ffc": "+1 strength if you have more available power than your opponent (never against a vassal).",
  littlefinger: "After combat, if you control The Eyrie, gain power equal to twice the opponent's card strength.",
  "alayne-stone": "If you win while holding The Eyrie, you may pay 2 power to make your opponent discard all of theirs.",
  "lysa-arryn-ffc": "After combat, if your opponent has more available power than you, gain 3 power.",
  "daenerys-targaryen-b": "After combat, your opponent discards power equal to the difference in final strength.",
  "captain-groleo": "Attacking land you could reach by ship: +1 strength per ship of yours next to the battle.",
  rakharo: "In a land area without a castle, each of your knights in the battle counts 4.",
  missandei: "If you lose by 2 or less, you may take another card back from your discard pile.",
};

/** The ability line of a card, or null when the card has none. */
export const cardAbility = (id: string): string | null => CARD_TEXTS[id] ?? null;

/** The Westeros cards in a line each (cards.md §3). */
export const WESTEROS_TEXTS: Readonly<Record<string, string>> = {
  supply: "Every house recounts its supply barrels; armies over the new limit must shrink.",
  mustering: "Every house musters in its castles (1 point) and strongholds (2 points).",
  "a-throne-of-blades": "The Iron Throne holder chooses: Supply, Mustering, or nothing.",
  "last-days-of-summer": "Nothing happens.",
  "winter-is-coming": "The deck is reshuffled and a new card drawn in its place.",
  "game-of-thrones": "Every house gains 1 power per crown it controls (and per usable port with its ships).",
  "dark-wings-dark-words": "The Messenger Raven holder chooses: Clash of Kings, 1 power per crown, or nothing.",
  "clash-of-kings": "Secret bids of power for the Iron Throne, Fiefdoms and King's Court tracks, in that order.",
  "wildlings-attack": "The wildlings attack at the current threat.",
  "put-to-the-sword": "The Valyrian Steel Blade holder chooses: no Defense, no March +1, or no restriction this round.",
  "sea-of-storms": "No Raid orders this round.",
  "rains-of-autumn": "No March +1 orders this round.",
  "feast-for-crows": "No Consolidate Power orders this round.",
  "web-of-lies": "No Support orders this round.",
  "storm-of-swords": "No Defense orders this round.",
};

/** The wildling cards: what the lowest bidder, everyone else and the Night's Watch's best bidder get (cards.md §4.2). */
export const WILDLING_TEXTS: Readonly<Record<string, string>> = {
  "a-king-beyond-the-wall":
    "Lowest bidder drops to last place on all three tracks; the others each drop to last on Fiefdoms or King's Court. If the Watch wins, the highest bidder takes first place on a track of their choice.",
  "crow-killers":
    "Lowest bidder's knights all become footmen; the others replace 2 knights each. If the Watch wins, the highest bidder may turn up to 2 footmen into knights.",
  "mammoth-riders": "Lowest bidder destroys 3 units, the others 2. If the Watch wins, the highest bidder takes back one discarded house card.",
  "massing-on-the-milkwater":
    "Lowest bidder discards the strongest cards in hand; the others discard one card each. If the Watch wins, the highest bidder takes back the whole discard pile.",
  "preemptive-raid":
    "Lowest bidder destroys 2 units or drops 2 places on their best track. If the Watch wins, the wildlings attack again at strength 6 without the highest bidder.",
  "rattleshirts-raiders": "Lowest bidder's supply drops by 2, the others' by 1. If the Watch wins, the highest bidder's supply rises by 1.",
  "silence-at-the-wall": "Nothing happens, whoever wins.",
  "skinchanger-scout": "Lowest bidder loses all available power, the others 2. If the Watch wins, the highest bidder gets the bid back.",
  "the-horde-descends":
    "Lowest bidder destroys 2 units in one castle area (else anywhere), the others 1. If the Watch wins, the highest bidder musters in one castle or stronghold.",
};
