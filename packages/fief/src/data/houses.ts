/** The nine houses of A Song of Ice and Fief (rulebook 11.1): ids only, so a client can list them without the nobles' facts. */
export const HOUSES = ["arryn", "baratheon", "greyjoy", "lannister", "martell", "stark", "tully", "tyrell", "targaryen"] as const;
export type House = (typeof HOUSES)[number];
