/**
 * What the shared shell (lobby, game page, seats, chat, log, replay) needs from a game: names and
 * colours of its seats, its lobby options, and the parts of the table it draws. Each game lives in
 * its own folder (src/games/<engine id>/) and registers one `GameClient` in registry.ts; adding a
 * game adds a folder, not conditionals in the shell.
 */
import type { ReactNode } from "react";
import type { Picture, SeqEvent } from "../api/types.ts";

export interface HouseColor {
  fill: string;
  ink: string;
}

/** The lobby's option values: a checkbox is a boolean, a choice its value. */
export type OptionValues = Readonly<Record<string, boolean | string>>;

/**
 * One engine option in the lobby: a checkbox (or a choice among `choices`) with a one-line
 * explanation. An option `under` another (an expansion's module) shows only while that one is on,
 * and is sent only when it differs from its `default`, so the engine's own default (which may
 * depend on the houses dealt) decides otherwise.
 */
export interface OptionSpec {
  key: string;
  label: string;
  help: string;
  /** A choice instead of a checkbox: the values and their labels, the first the default. */
  choices?: readonly { value: string; label: string }[];
  /** The key of the option this one belongs to (shown and sent only while that one is on). */
  under?: string;
  /** What the engine plays when the option is not sent (false when absent). */
  default?: boolean | string;
}

export interface LobbySpec {
  /** The player counts offered (they may depend on the options: an expansion adds seats). */
  counts: readonly number[] | ((options: OptionValues) => readonly number[]);
  /** The seats (houses) a player may ask for at this player count. */
  houses(count: number, options: OptionValues): readonly string[];
  /** A line about the houses at this count (a house only some counts allow), or null. */
  housesNote?(count: number, options: OptionValues): string | null;
  options: readonly OptionSpec[];
  /** The lobby title's placeholder. */
  defaultTitle: string;
}

/** What the shell hands the game for one moment of the page. */
export interface TableProps {
  picture: Picture;
  /** False while replaying an earlier position (no decisions then). */
  live: boolean;
  /** The joined seat, null for a spectator. */
  seat: string | null;
  /** The log up to the position shown. */
  events: readonly SeqEvent[];
  send(action: unknown): void;
  /** An action of ours is unanswered: controls wait rather than act twice. */
  busy: boolean;
  /** The server's reason for refusing our last action, until the next one is sent (null when none). */
  error?: string | null;
  /** The seq of this seat's last accepted action (kept across reloads); 0 when none is known. */
  lastMoveSeq?: number;
}

/** The pieces of the table the shell lays out: the board column and the side column. */
export interface TableParts {
  board: ReactNode;
  /** Under the board, after the replay bar (a map key...). */
  underBoard?: ReactNode;
  /** The decisions of this seat; null for spectators. */
  prompt: ReactNode;
  /** Game panels shown between the prompt and the seats. */
  panels: ReactNode;
}

/** The table at one moment, as a hook. */
export type UseTable = (props: TableProps) => TableParts;

/** What a game loads with its table. */
export interface LoadedTable {
  /**
   * The table as a hook: the game may keep page state (a selected village, staged orders) between
   * pictures; the shell calls it on every render of one mounted table.
   */
  useTable: UseTable;
  /** One log line (plain words, no raw ids). */
  eventLine(e: SeqEvent): ReactNode;
  /** Any other engine sentence (the outcome's reason...) in plain words: ids become names. */
  words(text: string): string;
}

export interface GameClient {
  /** The engine id the server uses. */
  id: string;
  name: string;
  houseName(seat: string): string;
  houseColor(seat: string | null | undefined): HouseColor;
  lobby: LobbySpec;
  /**
   * Loads the table and the game's words (a chunk of its own, so a page carries only the game it
   * shows: the words read the board's names, which other games' pages and the lobby do not need).
   */
  loadTable(): Promise<LoadedTable>;
  /**
   * A player leaving while the game goes on (the engine's `leaveGame`; the table votes on it):
   * the seats that may leave in this view, and what leaving does, in the game's words. Absent
   * when the game has no such rule.
   */
  leaving?: {
    leavers(view: unknown): readonly string[];
    /** What happens to a seat whose player leaves ("its house becomes a vassal ..."). */
    effect: string;
  };
}
