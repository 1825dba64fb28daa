/**
 * Creating a game: player count, Tides of Battle, and for each seat a human or a bot (with its
 * level) and a house or "random". The answer holds the secret seat links, shown once.
 */
import { useEffect, useState, type FormEvent, type ReactElement } from "react";
import { createGame, listEngines } from "../api/http.ts";
import type { CreateGameRequest, CreateGameResponse } from "../api/types.ts";
import { HOUSES_FOR_COUNT, houseName } from "../game/names.ts";

interface SeatForm {
  kind: "human" | "bot";
  level: string;
  name: string;
  house: string;
}

const COUNTS = [3, 4, 5, 6] as const;
/** `level` "" means the server's strongest-sounding default, picked once the levels are known. */
const blankSeat = (i: number): SeatForm => ({ kind: i === 0 ? "human" : "bot", level: "", name: "", house: "random" });

export function CreateGame({ onCreated }: { onCreated(r: CreateGameResponse): void }): ReactElement {
  const [count, setCount] = useState<(typeof COUNTS)[number]>(3);
  const [tides, setTides] = useState(false);
  const [title, setTitle] = useState("");
  const [seed, setSeed] = useState("");
  const [seats, setSeats] = useState<SeatForm[]>(() => Array.from({ length: 6 }, (_, i) => blankSeat(i)));
  const [levels, setLevels] = useState<string[]>(["random"]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    listEngines()
      .then((es) => setLevels(es.find((e) => e.id === "agot")?.botLevels ?? ["random"]))
      .catch(() => undefined);
  }, []);

  const houses = HOUSES_FOR_COUNT[count];
  // The random bot is the fallback every server has; any other level is a real opponent.
  const defaultLevel = levels.find((l) => l !== "random") ?? levels[0] ?? "random";
  const levelOf = (s: SeatForm): string => (s.level && levels.includes(s.level) ? s.level : defaultLevel);
  const update = (i: number, patch: Partial<SeatForm>): void => setSeats((s) => s.map((x, j) => (j === i ? { ...x, ...patch } : x)));

  const submit = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const players: CreateGameRequest["players"] = seats.slice(0, count).map((s) => ({
      kind: s.kind,
      ...(s.kind === "bot" ? { level: levelOf(s) } : {}),
      ...(s.name.trim() ? { name: s.name.trim() } : {}),
      ...(s.house !== "random" && houses.includes(s.house as never) ? { seat: s.house } : {}),
    }));
    try {
      onCreated(
        await createGame({
          engine: "agot",
          ...(title.trim() ? { title: title.trim() } : {}),
          ...(seed.trim() ? { seed: seed.trim() } : {}),
          options: { tidesOfBattle: tides },
          players,
        }),
      );
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="create-game" onSubmit={(e) => void submit(e)} aria-label="Create a game">
      <h2>New game</h2>
      <label>
        Title <input value={title} maxLength={80} onChange={(e) => setTitle(e.target.value)} placeholder="A Game of Thrones" />
      </label>
      <label>
        Seed <input value={seed} maxLength={64} onChange={(e) => setSeed(e.target.value)} placeholder="random" aria-describedby="seed-help" />{" "}
        <small id="seed-help">(optional: the same seed deals the same game)</small>
      </label>
      <fieldset className="inline">
        <legend>Players</legend>
        {COUNTS.map((n) => (
          <label key={n}>
            <input type="radio" name="count" value={n} checked={count === n} onChange={() => setCount(n)} /> {n}
          </label>
        ))}
      </fieldset>
      <label>
        <input type="checkbox" checked={tides} onChange={(e) => setTides(e.target.checked)} /> Tides of Battle
      </label>
      <table className="seat-form">
        <thead>
          <tr>
            <th scope="col">Seat</th>
            <th scope="col">Player</th>
            <th scope="col">Bot level</th>
            <th scope="col">Name</th>
            <th scope="col">House</th>
          </tr>
        </thead>
        <tbody>
          {seats.slice(0, count).map((s, i) => (
            <tr key={i}>
              <td>{i + 1}</td>
              <td>
                <select aria-label={`Seat ${i + 1} player`} value={s.kind} onChange={(e) => update(i, { kind: e.target.value as SeatForm["kind"] })}>
                  <option value="human">Human</option>
                  <option value="bot">Bot</option>
                </select>
              </td>
              <td>
                <select aria-label={`Seat ${i + 1} bot level`} value={levelOf(s)} disabled={s.kind !== "bot"} onChange={(e) => update(i, { level: e.target.value })}>
                  {levels.map((l) => (
                    <option key={l}>{l}</option>
                  ))}
                </select>
              </td>
              <td>
                <input aria-label={`Seat ${i + 1} name`} value={s.name} maxLength={40} onChange={(e) => update(i, { name: e.target.value })} />
              </td>
              <td>
                <select aria-label={`Seat ${i + 1} house`} value={s.house} onChange={(e) => update(i, { house: e.target.value })}>
                  <option value="random">Random</option>
                  {houses.map((h) => (
                    <option key={h} value={h}>
                      {houseName(h)}
                    </option>
                  ))}
                </select>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="primary" disabled={busy}>
        {busy ? "Creating…" : "Create game"}
      </button>
    </form>
  );
}
