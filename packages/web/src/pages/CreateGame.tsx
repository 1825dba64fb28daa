/**
 * Creating a game: which game, the player count, the game's options (each with a line saying what
 * it does), and for each seat a human or a bot (with its level) and a house or "random". The
 * answer holds the secret seat links, shown once. What a game offers comes from its client
 * (src/games/<id>/), the bot levels from the server.
 */
import { useEffect, useState, type FormEvent, type ReactElement } from "react";
import { createGame, listEngines } from "../api/http.ts";
import type { CreateGameRequest, CreateGameResponse } from "../api/types.ts";
import { GAME_CLIENTS } from "../games/registry.ts";
import { ClockField, clockRequest, NO_CLOCK, type ClockForm } from "../shell/ClockField.tsx";

interface SeatForm {
  kind: "human" | "bot";
  level: string;
  name: string;
  house: string;
}

/** `level` "" means the server's strongest-sounding default, picked once the levels are known. */
const blankSeat = (i: number): SeatForm => ({ kind: i === 0 ? "human" : "bot", level: "", name: "", house: "random" });

export function CreateGame({ onCreated }: { onCreated(r: CreateGameResponse): void }): ReactElement {
  const [engine, setEngine] = useState(GAME_CLIENTS[0]!.id);
  const game = GAME_CLIENTS.find((g) => g.id === engine) ?? GAME_CLIENTS[0]!;
  const [count, setCount] = useState(3);
  const [options, setOptions] = useState<Record<string, boolean>>({});
  const [title, setTitle] = useState("");
  const [seed, setSeed] = useState("");
  const [clock, setClock] = useState<ClockForm>(NO_CLOCK);
  const [seats, setSeats] = useState<SeatForm[]>(() => Array.from({ length: 6 }, (_, i) => blankSeat(i)));
  const [levelsByEngine, setLevelsByEngine] = useState<Record<string, string[]>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    listEngines()
      .then((es) => setLevelsByEngine(Object.fromEntries(es.map((e) => [e.id, e.botLevels]))))
      .catch(() => undefined);
  }, []);

  // A title that tells games apart in the lobby: the game, how many play, and who.
  const names = seats.slice(0, count).flatMap((s) => (s.kind === "human" && s.name.trim() ? [s.name.trim()] : []));
  const defaultTitle = `${game.lobby.defaultTitle}, ${count} players${names.length > 0 ? `: ${names.join(", ")}` : ""}`.slice(0, 80);
  const levels = levelsByEngine[engine] ?? ["random"];
  const houses = game.lobby.houses(count);
  // The random bot is the fallback every server has; any other level is a real opponent.
  const defaultLevel = levels.find((l) => l !== "random") ?? levels[0] ?? "random";
  const levelOf = (s: SeatForm): string => (s.level && levels.includes(s.level) ? s.level : defaultLevel);
  const update = (i: number, patch: Partial<SeatForm>): void => setSeats((s) => s.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  const pickGame = (id: string): void => {
    setEngine(id);
    setOptions({});
    setSeats((s) => s.map((x) => ({ ...x, house: "random", level: "" })));
  };

  const submit = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const players: CreateGameRequest["players"] = seats.slice(0, count).map((s) => ({
      kind: s.kind,
      ...(s.kind === "bot" ? { level: levelOf(s) } : {}),
      ...(s.name.trim() ? { name: s.name.trim() } : {}),
      ...(s.house !== "random" && houses.includes(s.house) ? { seat: s.house } : {}),
    }));
    try {
      onCreated(
        await createGame({
          engine,
          title: title.trim() || defaultTitle,
          ...(seed.trim() ? { seed: seed.trim() } : {}),
          options: Object.fromEntries(game.lobby.options.map((o) => [o.key, options[o.key] === true])),
          players,
          ...(clockRequest(clock) ? { clock: clockRequest(clock) } : {}),
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
        Game{" "}
        <select value={engine} onChange={(e) => pickGame(e.target.value)} aria-label="Game">
          {GAME_CLIENTS.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Title <input value={title} maxLength={80} onChange={(e) => setTitle(e.target.value)} placeholder={defaultTitle} />
      </label>
      <label>
        Seed <input value={seed} maxLength={64} onChange={(e) => setSeed(e.target.value)} placeholder="random" aria-describedby="seed-help" />{" "}
        <small id="seed-help">(optional: the same seed deals the same game)</small>
      </label>
      <fieldset className="inline">
        <legend>Players</legend>
        {game.lobby.counts.map((n) => (
          <label key={n}>
            <input type="radio" name="count" value={n} checked={count === n} onChange={() => setCount(n)} /> {n}
          </label>
        ))}
      </fieldset>
      {game.lobby.options.length > 0 && (
        <fieldset className="options">
          <legend>Options</legend>
          {game.lobby.options.map((o) => (
            <label key={o.key} className="option">
              <input type="checkbox" checked={options[o.key] === true} onChange={(e) => setOptions((x) => ({ ...x, [o.key]: e.target.checked }))} /> {o.label}
              <small className="option-help"> — {o.help}</small>
            </label>
          ))}
        </fieldset>
      )}
      <ClockField value={clock} onChange={setClock} />
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
                      {game.houseName(h)}
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
