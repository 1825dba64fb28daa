/**
 * Mother of Dragons' panels (issue 15): vassals and their commanders, Targaryen's loyalty victory
 * and the dragon-strength track, the Iron Bank with every house's loans, and Westeros deck IV. A
 * chunk of its own (table.tsx loads it only for a MoD game), so a base game's page does not carry
 * it. Everything comes from the seat's view: nothing hidden is shown.
 */
import type { ReactElement } from "react";
import type { GameView } from "../../types.ts";
import { DeckIV } from "./DeckIV.tsx";
import { IronBank } from "./IronBank.tsx";
import { Targaryen } from "./Targaryen.tsx";
import { Vassals } from "./Vassals.tsx";

export default function ModPanels({ view }: { view: GameView }): ReactElement | null {
  if (!view.mod) return null;
  return (
    <div className="mod-panels">
      <Vassals view={view} />
      <Targaryen view={view} />
      <IronBank view={view} />
      <DeckIV view={view} />
    </div>
  );
}
