/**
 * The vassals (Mother of Dragons, summary "Vassals"): each vassal house with its commander this
 * round (chosen anew each Planning phase), and the players leaving the table, who become vassals
 * at the end of the round. All of it is public.
 */
import type { ReactElement } from "react";
import type { GameView } from "../../types.ts";
import { houseName } from "../../names.ts";
import { Chip } from "../Tracks.tsx";

export function Vassals({ view }: { view: GameView }): ReactElement | null {
  const v = view.mod?.vassals;
  if (!v || (v.houses.length === 0 && v.leaving.length === 0)) return null;
  const mine = view.seat ? v.houses.filter((h) => v.commanders[h] === view.seat) : [];
  return (
    <section className="vassals" aria-label="Vassals">
      <h4>Vassals</h4>
      <ul>
        {v.houses.map((h) => {
          const c = v.commanders[h];
          return (
            <li key={h} data-vassal={h}>
              <Chip house={h} />{" "}
              {c ? (
                <>
                  commanded by <Chip house={c} />
                  {c === view.seat && <strong> (you)</strong>}
                </>
              ) : (
                <em>no commander yet: the players choose in the Planning phase</em>
              )}
            </li>
          );
        })}
      </ul>
      {mine.length > 0 && <p className="hint">You decide for {mine.map(houseName).join(" and ")} this round: their orders, cards and choices come to you.</p>}
      {v.leaving.length > 0 && (
        <p className="leaving">
          {v.leaving.map(houseName).join(" and ")} {v.leaving.length === 1 ? "leaves" : "leave"} the table: {v.leaving.length === 1 ? "a vassal" : "vassals"} from the
          end of this round.
        </p>
      )}
    </section>
  );
}
