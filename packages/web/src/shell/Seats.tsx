/**
 * Who sits where: house, player name, human or bot, connected, whom the game waits for, each
 * seat's clock (counting down while it is waited for) and a bot standing in for an absent player.
 */
import { useEffect, useMemo, useState, type ReactElement } from "react";
import type { ClockPicture, PublicSeat } from "../api/types.ts";
import type { GameClient } from "../games/types.ts";
import { clockText } from "./clockText.ts";

/** Re-renders every second while some clock runs. */
function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}

export interface SeatsProps {
  seats: readonly PublicSeat[];
  waitingFor: readonly string[];
  me: string | null;
  client: Pick<GameClient, "houseName" | "houseColor">;
  clock?: ClockPicture | null;
}

export function Seats({ seats, waitingFor, me, client, clock = null }: SeatsProps): ReactElement {
  // The server's time at `clock.now` is this browser's time at arrival: deadlines are read on that scale.
  const offset = useMemo(() => (clock ? clock.now - Date.now() : 0), [clock]);
  const running = clock !== null && Object.values(clock.seats).some((c) => c.deadline !== undefined);
  const now = useNow(running) + offset;
  const timeLeft = (seat: string): string | null => {
    const c = clock?.seats[seat];
    if (!c) return null;
    if (c.deadline !== undefined) return clockText(c.deadline - now);
    return c.bankMs !== undefined ? clockText(c.bankMs) : null;
  };
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
            {s.standIn && (
              <span className="stand-in" title={s.standIn.reason === "timeout" ? "Its time ran out" : "The table voted"}>
                {" "}
                · a bot ({s.standIn.level}) plays for now
              </span>
            )}
            {timeLeft(s.seat) !== null && (
              <span className={`clock${clock?.seats[s.seat]?.deadline !== undefined ? " running" : ""}`} data-seat-clock={s.seat}>
                {" "}
                ⏱ {timeLeft(s.seat)}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
