/**
 * A Song of Ice and Fief in words: houses, villages, fiefs, regions, titles, troops, attributes and
 * cards. Ids and board facts come from the engine's data modules, imported by path (never the
 * engine itself, which stays out of the bundle); the explanations are ours, each naming the
 * rulebook section it sums up.
 */
import { FIEF, REGION, VILLAGE, VILLAGES } from "../../../../fief/src/data/board.ts";
import type { Attribute } from "../../../../fief/src/data/nobles.ts";
import { COSTS, TROOP, type TroopType } from "../../../../fief/src/data/rules.ts";
import { HOUSE_COLORS, HOUSE_NAMES, HOUSES, houseColor, houseName } from "./houses.ts";

export { FIEF, HOUSES, REGION, TROOP, VILLAGE, VILLAGES, COSTS };
export { HOUSE_COLORS, HOUSE_NAMES, houseColor, houseName };

export const villageName = (id: string): string => VILLAGE[id]?.name ?? id;
export const fiefName = (id: string): string => FIEF[id]?.name ?? id;
/** "Warden of the North" -> "the North". */
export const regionName = (n: number | string): string => {
  const w = REGION[Number(n) as 1]?.warden;
  return w ? w.replace(/^Warden of /, "") : `region ${n}`;
};

const TITLE_NAMES: Readonly<Record<string, string>> = {
  hand: "Hand of the King", king: "King", queen: "Queen", protector: "Protector of the Realm",
  motherOfDragons: "Mother of Dragons", lordCommander: "Lord Commander of the Night's Watch",
  "master:ships": "Master of Ships", "master:laws": "Master of Laws", "master:whisperers": "Master of Whisperers", "master:coin": "Master of Coin",
};

export function titleName(id: string): string {
  if (id.startsWith("fief:")) return FIEF[id.slice(5)]?.title ?? id;
  if (id.startsWith("warden:")) return REGION[Number(id.slice(7)) as 1]?.warden ?? id;
  return TITLE_NAMES[id] ?? id;
}

const TROOP_NAMES: Readonly<Record<string, [string, string]>> = {
  menAtArms: ["man-at-arms", "men-at-arms"], archer: ["archer", "archers"], knight: ["knight", "knights"], champion: ["champion", "champions"],
  unsullied: ["Unsullied", "Unsullied"], whitecloakKnight: ["Whitecloak knight", "Whitecloak knights"],
  whitecloakManAtArms: ["Whitecloak man-at-arms", "Whitecloak men-at-arms"], recruit: ["Night's Watch recruit", "Night's Watch recruits"],
};
export const troopName = (t: string, n = 1): string => (TROOP_NAMES[t] ?? [t, t])[n === 1 ? 0 : 1];
/** "a knight", "an archer", "an Unsullied". */
export const aTroop = (t: string): string => {
  const n = troopName(t);
  return `${/^[aeiouAEIOU]/.test(n) ? "an" : "a"} ${n}`;
};
export const troopStrength = (t: string): string => {
  const f = TROOP[t as TroopType];
  return f ? `strength ${f.sp}, ${f.hp} hit${f.hp === 1 ? "" : "s"} to kill` : "";
};

const ITEM_NAMES: Readonly<Record<string, string>> = {
  stronghold: "a Stronghold", mill: "a Mill", sept: "a Sept", maester: "a Maester", fiefTitle: "a fief title", freeTitle: "a title",
};
export const itemName = (item: string): string => ITEM_NAMES[item] ?? aTroop(item);

/** What each attribute changes, in a line, with its section (11.1 unless said). */
export const ATTRIBUTE_TEXT: Readonly<Record<Attribute, string>> = {
  cunning: "Counts as a siege engine at the noble's side: cancels one die of attacker penalty against a fortification (11.1, 6.4).",
  persuasive: "Before a battle may win one enemy man-at-arms over (11.1).",
  coward: "Alone (no other noble of the same house there), cannot start a battle (11.1).",
  loyal: "Never attacks nobles allied by marriage; may still defend (11.1).",
  rich: "+1 Gold Dragon every Income Phase (11.1).",
  swift: "May take 3 steps when moving only with knights and nobles (11.1).",
  extravagant: "Collects 2 Gold Dragons less income for each title worth victory points held (11.1).",
  tyrant: "Takes 2 more Gold Dragons from the village at income; others may raise an Uprising against this noble at any time (11.1, 2.4.7).",
  ordinary: "No special ability.",
  blessed: "The Plague spares this noble (not the troops) (11.1, 2.3.3).",
  shadow: "Once a round may act as if playing a Secret Passage, taking only one other unit along (11.1, 2.4.8).",
  "cannot marry": "Can never be part of a marriage (11.1).",
  "hard to marry": "The house pays 2 Gold Dragons to the other house for a marriage (11.1).",
  fearless: "+1 hit on every battle roll when attacking (11.1).",
  cruel: "Takes no prisoners: captured nobles are killed (11.1).",
  cursed: "Disasters may be drawn to this noble's region (11.1, 2.3).",
  unlucky: "Mills and Septs in this noble's region get no bonus from Bountiful Harvest or Good Weather (11.1).",
  ambitious: "Pays 2 Gold Dragons less for a fief or Small Council title (11.1).",
  "heart breaker": "May break the marriage of a captured spouse (11.1).",
  storm: "May move and fight in a region hit by Heavy Rain (11.1, 2.3.1).",
  "night's watch": "A Brother of the Night's Watch; without that expansion, cannot marry (11.1, 1.2).",
  "prince of westeros": "Becomes King and Protector at once if the King dies; immune to Justice (11.1, 1.5.2).",
};
export const attributeText = (a: string): string => ATTRIBUTE_TEXT[a as Attribute] ?? "";

/** Every card's text in a line (2.3 disasters, 2.4 court and fortune cards). */
export const CARD_TEXT: Readonly<Record<string, string>> = {
  "A new Lord in the Court": "Court: a new lord joins your house (at most 4 nobles), placed in one of your strongholds (2.4.1).",
  "A new Lady in the Court": "Court: a new lady joins your house, or a lord if no lady is left (2.4.1).",
  "Mother of Dragons": "Opportunity: any lady becomes Mother of Dragons: 3 steps a move and a fourth battle die (2.4.2).",
  "Join the Small Council": "Opportunity: one of your Wardens takes a free Small Council seat (2.4.3).",
  "Bountiful Harvest": "Ends a Famine in a region, or +1 Gold Dragon per Mill and Sept there this round (2.4.4).",
  "Good Weather": "Ends Heavy Rain in a region, or +1 Gold Dragon per Mill and Sept there this round (2.4.5).",
  Taxes: "Tallage on your fief (2 per village) or a Warden tax taking a region's mill income (2.4.6).",
  Uprising: "Opportunity: the people of a taxed or starving village, or a tyrant's, strike its troops with a battle die +1 hit (2.4.7).",
  "Secret Passage": "Opportunity: move through or out of a blocked village, cancel a fortification's penalty, or escape captivity (2.4.8).",
  Assassination: "Opportunity: one of your nobles has another house's lord killed, and carries the bloody knife (2.4.9).",
  Justice: "Opportunity: the King or Hand beheads a captive or the noble carrying the bloody knife (2.4.10).",
  Abduction: "Opportunity: a noble of yours takes an enemy noble in the same village captive (2.4.11).",
  "Heavy Rain": "Disaster: nobody may move into, out of or fight in the region (2.3.1).",
  Famine: "Disaster: no income from Mills in the region; Uprisings may break out (2.3.2).",
  Plague: "Disaster: each noble rolls to survive, half the troops die (2.3.3).",
};
export const cardText = (c: string): string => CARD_TEXT[c] ?? "";

/** Noble ids are their names in this engine, except "Bannerman 1", "Heir 1" which read fine too. */
export const nobleName = (id: string | null | undefined, nobles?: Readonly<Record<string, { name: string }>>): string => (id ? (nobles?.[id]?.name ?? id) : "nobody");

const HOUSE_RE = new RegExp(`(?<![\\w-])(${HOUSES.join("|")})(?![\\w-])`, "g");
const VILLAGE_RE = new RegExp(`(?<![\\w-])(${[...VILLAGES].sort((a, b) => b.length - a.length).join("|")})(?![\\w-])`, "g");
const TITLE_RE = /(?<![\w-])(fief:[a-z-]+|warden:\d|master:[a-z]+|lordCommander|motherOfDragons)(?![\w-])/g;
const TROOP_RE = new RegExp(`\\b(a |an )?(${Object.keys(TROOP_NAMES).join("|")})\\b`, "g");

/**
 * An engine log line in plain words: house, village, title, troop and region ids become names,
 * and the grammar of "1 hits" is mended. The engine's texts are built from ids; the names are ours.
 */
export function plainWords(text: string): string {
  return text
    .replace(TITLE_RE, (id) => titleName(id))
    .replace(/\b(for|elected|is elected) (king|hand|queen|protector)\b/g, (_m, w: string, t: string) => `${w} ${titleName(t)}`)
    .replace(TROOP_RE, (_m, art: string | undefined, t: string) => (art ? aTroop(t) : troopName(t)))
    .replace(VILLAGE_RE, (id) => villageName(id))
    .replace(HOUSE_RE, (id) => houseName(id))
    .replace(/\bregion (\d)\b/g, (_m, n: string) => regionName(n))
    .replace(/\b1 Gold Dragons\b/g, "1 Gold Dragon")
    .replace(/\b1 dice\b/g, "1 die")
    .replace(/\b1 hits\b/g, "1 hit");
}
