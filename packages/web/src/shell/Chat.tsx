/**
 * Talk: the table's chat, private conversations between houses, and (for spectators) their own
 * channel. The server decides who reads a line (`chatVisibleTo`); this only says where a line
 * was said and lets a player pick whom to talk to. Ticking houses makes the next line private to
 * them; ticking none speaks to the table.
 */
import { useState, type FormEvent, type ReactElement } from "react";
import type { ChatEntry, PublicSeat } from "../api/types.ts";

const MAX = 500;

export interface ChatProps {
  entries: readonly ChatEntry[];
  /** `to`: the other seats of a private line; absent: the table (spectators: their channel). */
  send(text: string, to?: string[]): boolean;
  /** The joined seat; null for a spectator. */
  me: string | null;
  seats: readonly PublicSeat[];
  houseName(seat: string): string;
}

/** Where a line was said, in a few words ("" for the table). */
export function channelLabel(entry: ChatEntry, me: string | null, houseName: (seat: string) => string): string {
  if (entry.channel === "spectators") return "spectators";
  if (entry.channel !== "private") return "";
  const others = (entry.members ?? []).filter((s) => s !== me);
  return `private: ${others.map(houseName).join(", ")}`;
}

export function Chat({ entries, send, me, seats, houseName }: ChatProps): ReactElement {
  const [text, setText] = useState("");
  const [to, setTo] = useState<string[]>([]);
  const others = me === null ? [] : seats.filter((s) => s.seat !== me);
  const submit = (e: FormEvent): void => {
    e.preventDefault();
    const line = text.trim();
    if (line && send(line, to.length > 0 ? to : undefined)) setText("");
  };
  const toggle = (seat: string): void => setTo((old) => (old.includes(seat) ? old.filter((s) => s !== seat) : [...old, seat]));
  const placeholder =
    me === null ? "Say something to the other spectators" : to.length > 0 ? `Say something to ${to.map(houseName).join(", ")} only` : "Say something to the table";
  return (
    <section className="chat" aria-label="Chat">
      <h4>Chat</h4>
      <ol>
        {entries.map((c) => {
          const where = channelLabel(c, me, houseName);
          return (
            <li key={c.id} className={`chat-${c.channel}${c.notice ? " notice" : ""}`} data-channel={c.channel}>
              {where && <span className="channel">[{where}] </span>}
              <strong>{c.name}:</strong> {c.text}
            </li>
          );
        })}
      </ol>
      {others.length > 0 && (
        <fieldset className="chat-to">
          <legend>Private to</legend>
          {others.map((s) => (
            <label key={s.seat}>
              <input type="checkbox" checked={to.includes(s.seat)} onChange={() => toggle(s.seat)} /> {houseName(s.seat)}
            </label>
          ))}
        </fieldset>
      )}
      <form onSubmit={submit}>
        <input value={text} maxLength={MAX} onChange={(e) => setText(e.target.value)} aria-label="Chat message" placeholder={placeholder} />
        <button type="submit" disabled={!text.trim()}>
          Send
        </button>
      </form>
    </section>
  );
}
