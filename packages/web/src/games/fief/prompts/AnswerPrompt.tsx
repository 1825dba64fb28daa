/** A request from another house (marriage, passage, truce, ransom...): what is asked, accept or refuse. */
import type { ReactElement } from "react";
import { houseName, nobleName, plainWords } from "../names.ts";
import { ActionButton } from "./ActionButton.tsx";
import type { FiefPromptProps } from "./types.ts";

function detail(k: string, v: unknown, nobles: FiefPromptProps["picture"]["view"]["nobles"]): string | null {
  if (typeof v === "string") return `${k}: ${nobles[v] ? nobleName(v, nobles) : plainWords(v)}`;
  if (typeof v === "number" || typeof v === "boolean") return `${k}: ${String(v)}`;
  return null;
}

export function AnswerPrompt({ picture, actions, send, busy, promptKind }: FiefPromptProps): ReactElement {
  const r = picture.view.request;
  const nobles = picture.view.nobles;
  const facts = r ? Object.entries(r.data).map(([k, v]) => detail(k, v, nobles)).filter((x): x is string => x !== null) : [];
  return (
    <div className="answer-prompt">
      {r && (
        <p>
          {houseName(r.from)} asks: <strong>{r.kind}</strong>
          {facts.length > 0 && <> ({facts.join("; ")})</>}
        </p>
      )}
      <div className="choices">
        {actions.map((a, i) => (
          <ActionButton key={i} action={a} send={send} busy={busy} nobles={nobles} promptKind={promptKind} className={a.type === "answer" && a.accept ? "primary" : ""} />
        ))}
      </div>
    </div>
  );
}
