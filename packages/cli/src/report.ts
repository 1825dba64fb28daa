/** Result tables for the terminal (cli-table3), uncoloured so they read the same in a log file. */
import Table from "cli-table3";
import { percentile, type Tally, type TournamentResult } from "./play/tournament.ts";

const plain = { head: [] as string[], border: [] as string[] };
const pct = (t: Tally): string => (t.games === 0 ? "-" : `${((100 * t.wins) / t.games).toFixed(1)}%`);

function tallyTable(title: string, tallies: Record<string, Tally>): string {
  const table = new Table({ head: [title, "games", "wins", "win rate"], style: plain });
  for (const [name, t] of Object.entries(tallies).sort((a, b) => b[1].wins - a[1].wins || a[0].localeCompare(b[0]))) {
    table.push([name, t.games, t.wins, pct(t)]);
  }
  return table.toString();
}

export function renderResults(r: TournamentResult): string {
  const summary = new Table({ style: plain });
  summary.push(
    { games: String(r.games) },
    { finished: String(r.finished) },
    { "average rounds": r.finished === 0 ? "-" : (r.totalRounds / r.finished).toFixed(2) },
    { "games / second": (r.games / Math.max(r.seconds, 1e-9)).toFixed(2) },
    { "actions / second": (r.actions / Math.max(r.seconds, 1e-9)).toFixed(0) },
    { "actions / CPU second": (r.actions / Math.max(r.cpuSeconds, 1e-9)).toFixed(0) },
    { failures: String(r.failures.length) },
  );
  const ends = new Table({ head: ["how games ended", "games"], style: plain });
  for (const [kind, n] of Object.entries(r.endKinds).sort((a, b) => b[1] - a[1])) ends.push([kind, n]);
  const times = new Table({ head: ["bot", "decisions", "mean ms", "p99 ms", "max ms"], style: plain });
  for (const [name, ms] of Object.entries(r.decisionMs).sort()) {
    // reduce, not Math.max(...ms): a long run holds more times than a call's arguments may
    const mean = ms.reduce((a, b) => a + b, 0) / Math.max(ms.length, 1);
    times.push([name, ms.length, mean.toFixed(3), percentile(ms, 99).toFixed(3), ms.reduce((a, b) => Math.max(a, b), 0).toFixed(3)]);
  }
  const parts = [summary.toString(), tallyTable("house", r.winsBySeat), tallyTable("bot", r.winsByBot), ends.toString(), times.toString()];
  if (r.failures.length > 0) {
    parts.push(["failures (first 10):", ...r.failures.slice(0, 10).map((f) => `  game ${f.index}: ${f.kind}: ${f.message.slice(0, 200)}`)].join("\n"));
  }
  return parts.join("\n");
}
