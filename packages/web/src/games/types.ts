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

/** One engine option in the lobby: a checkbox with a one-line explanation. */
export interface OptionSpec {
  key: string;
  label: string;
  help: string;
}

export interface LobbySpec {
  counts: readonly number[];
  /** The seats (houses) a player may ask for at this player count. */
  houses(count: number): readonly string[];
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

export interface GameClient {
  /** The engine id the server uses. */
  id: string;
  name: string;
  houseName(seat: string): string;
  houseColor(seat: string | null | undefined): HouseColor;
  /** One log line (plain words, no raw ids). */
  eventLine(e: SeqEvent): ReactNode;
  /** Any other engine sentence (the outcome's reason...) in plain words: ids become names. */
  words(text: string): string;
  lobby: LobbySpec;
  /**
   * Loads the table (a chunk of its own, so a page carries only the game it shows). The table is
   * a hook: the game may keep page state (a selected village, staged orders) between pictures;
   * the shell calls it on every render of one mounted table.
   */
  loadTable(): Promise<UseTable>;
}
