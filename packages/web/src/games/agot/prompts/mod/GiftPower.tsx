/**
 * Giving power tokens (Mother of Dragons, cards.md 6.11): one available token per click to another
 * player, never a vassal. Nobody is asked to gift, so this small control sits beside whatever the
 * seat does (or alone when it is not asked anything); the receivers are exactly the engine's gifts.
 */
import { useState, type ReactElement } from "react";
import type { Action, Picture } from "../../types.ts";
import { houseName } from "../../names.ts";

interface GiftProps {
  gifts: readonly Action[];
  picture: Picture;
  seat: string;
  send(a: Action): void;
  busy: boolean;
}

export function GiftPower({ gifts, picture, seat, send, busy }: GiftProps): ReactElement {
  const byReceiver = new Map(gifts.flatMap((a) => (a.type === "gift-power" ? [[a.to as string, a] as const] : [])));
  const receivers = [...byReceiver.keys()];
  const [to, setTo] = useState<string>(receivers[0] ?? "");
  const chosen = receivers.includes(to) ? to : (receivers[0] ?? "");
  const available = picture.view.power[seat as keyof typeof picture.view.power] ?? 0;
  return (
    <details className="gift-power">
      <summary>Gift power ({available} available)</summary>
      <p className="hint">Give one of your available power tokens to another player; every player sees it. Vassals cannot receive any.</p>
      <label>
        To{" "}
        <select aria-label="Gift to" value={chosen} onChange={(e) => setTo(e.target.value)}>
          {receivers.map((h) => (
            <option key={h} value={h}>
              {houseName(h)} ({picture.view.power[h as keyof typeof picture.view.power] ?? 0} available)
            </option>
          ))}
        </select>
      </label>{" "}
      <button type="button" className="gift-button" disabled={busy || chosen === ""} onClick={() => send(byReceiver.get(chosen)!)}>
        Give 1 power to {houseName(chosen)}
      </button>
    </details>
  );
}
