/** Table talk: the newest lines and a box to add one (the server rate-limits and caps length). */
import { useState, type FormEvent, type ReactElement } from "react";
import type { ChatEntry } from "../api/types.ts";

const MAX = 500;

export function Chat({ entries, send }: { entries: readonly ChatEntry[]; send(text: string): boolean }): ReactElement {
  const [text, setText] = useState("");
  const submit = (e: FormEvent): void => {
    e.preventDefault();
    const line = text.trim();
    if (line && send(line)) setText("");
  };
  return (
    <section className="chat" aria-label="Chat">
      <h4>Chat</h4>
      <ol>
        {entries.map((c) => (
          <li key={c.id}>
            <strong>{c.name}:</strong> {c.text}
          </li>
        ))}
      </ol>
      <form onSubmit={submit}>
        <input value={text} maxLength={MAX} onChange={(e) => setText(e.target.value)} aria-label="Chat message" placeholder="Say something to the table" />
        <button type="submit" disabled={!text.trim()}>
          Send
        </button>
      </form>
    </section>
  );
}
