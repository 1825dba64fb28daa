/**
 * What every player should know about a game before joining it, from its public summary
 * (`GET /api/games/:id`): whether its creator chose the seed or started it from a scenario (they
 * may then know every shuffle and roll), the seed's published hash, the seed itself once the game
 * is over with how to check it, and a damaged game's plain sentence. Game-agnostic: it reads only
 * the summary's seed facts and damage.
 */
import { useEffect, useState, type ReactElement } from "react";
import { getGame } from "../api/http.ts";
import type { GameSummary } from "../api/types.ts";

/** Why a player might not trust this game's shuffles, in one sentence; null for a fair seed. */
export function unfairSeedLine(summary: Pick<GameSummary, "seed">): string | null {
  switch (summary.seed?.source) {
    case "creator":
      return "The creator chose this game's seed, which fixes every shuffle and die roll: they may know them in advance.";
    case "scenario":
      return "This game starts from a scenario its creator supplied (a chosen position and seed): they may know every shuffle and die roll in advance.";
    default:
      return null;
  }
}

/** The lobby's short form: a few words, or null when there is nothing to warn about. */
export function lobbyWarning(summary: Pick<GameSummary, "seed" | "damaged">): string | null {
  if (summary.damaged) return summary.damaged;
  if (summary.seed?.source === "creator") return "seed chosen by the creator";
  if (summary.seed?.source === "scenario") return "starts from the creator's scenario";
  return null;
}

export function GameNotices({ summary }: { summary: GameSummary }): ReactElement | null {
  const { seed, damaged } = summary;
  const unfair = unfairSeedLine(summary);
  const finished = summary.status === "finished";
  if (!damaged && !seed) return null;
  return (
    <section className="game-notices" aria-label="About this game">
      {damaged && (
        <p className="notice damaged" role="alert">
          {damaged}
        </p>
      )}
      {unfair && <p className="notice unfair-seed">{unfair}</p>}
      {seed?.source === "server" && !finished && seed.sha256 && (
        <p className="notice seed-commitment">
          The server chose this game's seed and will show it when the game ends. Its SHA-256, fixed now: <code>{seed.sha256}</code>
        </p>
      )}
      {finished && seed?.seed !== undefined && (
        <div className="notice seed-reveal">
          <p>
            The seed was <code>{seed.seed}</code>
            {seed.sha256 && (
              <>
                {" "}
                (SHA-256 <code>{seed.sha256}</code>, published when the game started)
              </>
            )}
            .
          </p>
          <p>
            To check every shuffle and die roll, download <a href={`/api/games/${encodeURIComponent(summary.id)}/replay`}>the game's replay file</a> and
            run <code>npm run kingsroad -- replay kingsroad-{summary.id}.json</code> in a Kingsroad checkout: it plays every move again from that seed
            and must end on the same position.
          </p>
        </div>
      )}
    </section>
  );
}

/** The game's summary, fetched again when `version` changes (the game ended: its seed is out). */
export function useSummary(gameId: string, version: unknown): GameSummary | null {
  const [summary, setSummary] = useState<GameSummary | null>(null);
  useEffect(() => {
    let live = true;
    getGame(gameId)
      .then((s) => live && setSummary(s))
      .catch(() => {
        // The page works without it; the notices are simply not shown.
      });
    return () => {
      live = false;
    };
  }, [gameId, version]);
  return summary;
}
