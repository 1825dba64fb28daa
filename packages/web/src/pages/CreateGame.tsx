/**
 * Creating a game: which game, the player count, the game's options (each with a line saying what
 * it does; an expansion's modules nested under it), and for each seat a human or a bot (with its
 * level) and a house or "random". A combination the engine refuses comes back as the server's
 * sentence, shown above the button. The answer holds the secret seat links, shown once. What a game offers comes from its client
 * (src/games/<id>/), the bot levels from the server.
 */
import { useEffect, useState, type FormEvent, type ReactElement } from "react";
import { createGame, listEngines } from "../api/http.ts";
import type { CreateGameRequest, CreateGameResponse } from "../api/types.ts";
import { GAME_CLIENTS } from "../games/registry.ts";
import type { OptionSpec, OptionValues } from "../games/types.ts";
import { ClockField, clockRequest, NO_CLOCK, type ClockForm } from "../shell/ClockField.tsx";

interface SeatForm {
  kind: "human" | "bot";
  level: string;
  name: string;
  house: string;
}

/** `level` "" means the server's strongest-sounding default, picked once the levels are known. */
const blankSeat = (i: number): SeatForm => ({ kind: i === 0 ? "human" : "bot", level: "", name: "", house: "random" });

/** The most seats any game offers (A Game of Thrones with Mother of Dragons: 8). */
const MAX_SEATS = 8;

const valueOf = (o: OptionSpec, values: OptionValues): boolean | string => values[o.key] ?? o.default ?? false;

/**
 * The options as the server takes them: every top-level option, and a module only while its
 * expansion is on and set away from its default (unset, the engine decides, e.g. the Iron Bank
 * only when Targaryen is dealt).
 */
export function optionsRequest(specs: readonly OptionSpec[], values: OptionValues): Record<string, boolean | string> {
  const out: Record<string, boolean | string> = {};
  for (const o of specs) {
    const v = valueOf(o, values);
    if (o.under === undefined) out[o.key] = v;
    else if (valueOf(specs.find((p) => p.key === o.under) ?? o, values) === true && v !== (o.default ?? false)) out[o.key] = v;
  }
  return out;
}

export function CreateGame({ onCreated }: { onCreated(r: CreateGameResponse): void }): ReactElement {
  const [engine, setEngine] = useState(GAME_CLIENTS[0]!.id);
  const game = GAME_CLIENTS.find((g) => g.id === engine) ?? GAME_CLIENTS[0]!;
  const [wantedCount, setCount] = useState(3);
  const [options, setOptions] = useState<OptionValues>({});
  const [title, setTitle] = useState("");
  const [seed, setSeed] = useState("");
  const [clock, setClock] = useState<ClockForm>(NO_CLOCK);
  const [seats, setSeats] = useState<SeatForm[]>(() => Array.from({ length: MAX_SEATS }, (_, i) => blankSeat(i)));
  const [levelsByEngine, setLevelsByEngine] = useState<Record<string, string[]>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    listEngines()
      .then((es) => setLevelsByEngine(Object.fromEntries(es.map((e) => [e.id, e.botLevels]))))
      .catch(() => undefined);
  }, []);

  const counts = typeof game.lobby.counts === "function" ? game.lobby.counts(options) : game.lobby.counts;
  // Turning an expansion off may take the chosen count away: the largest left stands in.
  const count = counts.includes(wantedCount) ? wantedCount : (counts[counts.length - 1] ?? wantedCount);
  // A title that tells games apart in the lobby: the game, how many play, and who.
  const names = seats.slice(0, count).flatMap((s) => (s.kind === "human" && s.name.trim() ? [s.name.trim()] : []));
  const defaultTitle = `${game.lobby.defaultTitle}, ${count} players${names.length > 0 ? `: ${names.join(", ")}` : ""}`.slice(0, 80);
  const levels = levelsByEngine[engine] ?? ["random"];
  const houses = game.lobby.houses(count, options);
  const housesNote = game.lobby.housesNote?.(count, options) ?? null;
  const topOptions = game.lobby.options.filter((o) => o.under === undefined);
  const modulesOf = (key: string): OptionSpec[] => (valueOf(game.lobby.options.find((o) => o.key === key)!, options) === true ? game.lobby.options.filter((o) => o.under === key) : []);
  const setOption = (key: string, value: boolean | string): void => setOptions((x) => ({ ...x, [key]: value }));
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
          options: optionsRequest(game.lobby.options, options),
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
        {counts.map((n) => (
          <label key={n}>
            <input type="radio" name="count" value={n} checked={count === n} onChange={() => setCount(n)} /> {n}
          </label>
        ))}
      </fieldset>
      {game.lobby.options.length > 0 && (
        <fieldset className="options">
          <legend>Options</legend>
          {topOptions.map((o) => (
            <div key={o.key} className="option-group">
              <OptionField spec={o} value={valueOf(o, options)} onChange={(v) => setOption(o.key, v)} />
              {modulesOf(o.key).length > 0 && (
                <fieldset className="modules" aria-label={`${o.label} modules`}>
                  <legend>{o.label} modules</legend>
                  {modulesOf(o.key).map((m) => (
                    <OptionField key={m.key} spec={m} value={valueOf(m, options)} onChange={(v) => setOption(m.key, v)} />
                  ))}
                </fieldset>
              )}
            </div>
          ))}
        </fieldset>
      )}
      <ClockField value={clock} onChange={setClock} />
      {housesNote && <p className="houses-note">{housesNote}</p>}
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
                <select aria-label={`Seat ${i + 1} house`} value={houses.includes(s.house) ? s.house : "random"} onChange={(e) => update(i, { house: e.target.value })}>
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

/** One option: a checkbox, or a choice among its values; its line of help beside it. */
function OptionField({ spec, value, onChange }: { spec: OptionSpec; value: boolean | string; onChange(v: boolean | string): void }): ReactElement {
  if (spec.choices)
    return (
      <label className="option">
        {spec.label}{" "}
        <select aria-label={spec.label} value={String(value)} onChange={(e) => onChange(e.target.value)}>
          {spec.choices.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
        <small className="option-help"> — {spec.help}</small>
      </label>
    );
  return (
    <label className="option">
      <input type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} /> {spec.label}
      <small className="option-help"> — {spec.help}</small>
    </label>
  );
}
