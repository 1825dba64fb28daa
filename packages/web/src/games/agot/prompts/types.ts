/** What every prompt control receives from the game page. */
import type { Action, Picture } from "../types.ts";

export interface PromptProps {
  picture: Picture;
  /** This seat's legal actions now (empty while replaying). */
  legal: Action[];
  seat: string;
  /** The area picked on the map, if any. */
  selected: string | null;
  select(area: string | null): void;
  send(action: Action): void;
  /** Actions sent and not yet answered: controls wait rather than send twice. */
  busy: boolean;
  /** The server's reason for refusing our last action (null when none). */
  error?: string | null;
}

export const ofType = <T extends Action["type"]>(legal: readonly Action[], type: T): Extract<Action, { type: T }>[] =>
  legal.filter((a): a is Extract<Action, { type: T }> => a.type === type);
