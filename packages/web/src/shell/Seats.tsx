/** Who sits where: house, player name, human or bot, connected, and whom the game waits for. */
import type { ReactElement } from "react";
import type { PublicSeat } from "../api/types.ts";
import type { GameClient } from "../games/types.ts";

export function Seats({ seats, waitingFor, me, client }: { seats: readonly PublicSeat[]; waitingFor: readonly string[]; me: string | null; client: Pick<GameClient, "houseName" | "houseColor"> }): ReactElement {
  return (
    <ul className="seats" aria-label="Players">
      {seats.map((s) => {
        const c = client.houseColor(s.seat);
        return (
          <li key={s.seat} className={waitingFor.includes(s.seat) ? "waiting" : ""}>
            <span className="chip" style={{ background: c.fill, color: c.ink }}>
              {client.houseName(s.seat)}
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
