/**
 * A state hash: SHA-256 over canonical JSON (keys sorted), so two states are equal exactly when
 * their hashes are, whatever order their keys were built in. Used by replay checks.
 */
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";
import { stringify } from "safe-stable-stringify";

export function canonicalJson(value: unknown): string {
  const text = stringify(value);
  if (text === undefined) throw new TypeError("value has no JSON form");
  return text;
}

export function stateHash(value: unknown): string {
  return bytesToHex(sha256(utf8ToBytes(canonicalJson(value))));
}
