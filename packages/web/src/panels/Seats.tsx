/** Who sits where: house, player name, human or bot, connected, and whom the game waits for. */
import type { ReactElement } from "react";
import type { PublicSeat } from "../api/types.ts";
import { houseName } from "../game/names.ts";
import { houseColor } from "../map/colors.ts";

export function Seats({ seats, waitingFor, me }: { seats: readonly PublicSeat[]; waitingFor: readonly string[]; me: string | null }): ReactElement {
  return (
    <ul className="seats" aria-label="Players">
      {seats.map((s) => {
        const c = houseColor(s.seat);
        return (
          <li key={s.seat} className={waitingFor.includes(s.seat) ? "waiting" : ""}>
            <span className="chip" style={{ background: c.fill, color: c.ink }}>
              {houseName(s.seat)}
            </span>{" "}
            {s.name ?? (s.kind === "bot" ? `bot (${s.level ?? "random"})` : "player")}
            {s.seat === me && <strong> (you)</strong>}
            {s.kind === "human" && <span className={s.connected > 0 ? "online" : "offline"}>{s.connected > 0 ? " ●" : " ○"}</span>}
            {waitingFor.includes(s.seat) && <em> deciding…</em>}
          </li>
        );
      })}
    </ul>
  );
}
