/** What every Fief prompt control receives. */
import type { Action, Picture } from "../types.ts";

export interface FiefPromptProps {
  picture: Picture;
  /** The legal actions this control is given (a part of the seat's, see PromptPanel). */
  actions: Action[];
  seat: string;
  /** The village picked on the map, if any. */
  selected: string | null;
  select(village: string | null): void;
  send(action: Action): void;
  busy: boolean;
  /** The kind of the seat's first prompt ("effect", "movement"...), for labels. */
  promptKind: string | undefined;
}
