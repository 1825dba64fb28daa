/**
 * Secrets and ids. Seat tokens are 192 random bits; only their SHA-256 is stored, so a copy of the
 * database does not hand out seats, and checking compares hashes in constant time.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

export const newToken = (): string => randomBytes(24).toString("base64url");

/** Game ids are public but unguessable, so the lobby is the only way to find a game. */
export const newGameId = (): string => randomBytes(9).toString("base64url");

export const newSeed = (): string => randomBytes(12).toString("base64url");

export const hashToken = (token: string): string => createHash("sha256").update(token, "utf8").digest("hex");

export function tokenMatches(token: string, storedHash: string): boolean {
  const a = Buffer.from(hashToken(token), "hex");
  const b = Buffer.from(storedHash, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A uniformly random permutation from crypto randomness (dealing seats is not part of any game's seed). */
export function cryptoShuffle<T>(items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1); // uniform: Node rejects the draws a modulo would bias
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
