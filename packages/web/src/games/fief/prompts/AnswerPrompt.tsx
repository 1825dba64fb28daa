/** A request from another house (marriage, passage, truce, ransom...): what is asked, accept or refuse. */
import type { ReactElement } from "react";
import { houseName, nobleName, titleName, villageName } from "../names.ts";
import { ActionButton } from "./ActionButton.tsx";
import type { FiefPromptProps } from "./types.ts";

type Nobles = FiefPromptProps["picture"]["view"]["nobles"];

/** What the asking house wants, in a sentence (the request's data names nobles and villages). */
export function requestSentence(r: NonNullable<FiefPromptProps["picture"]["view"]["request"]>, nobles: Nobles): string {
  const d = r.data as Record<string, unknown>;
  const n = (k: string): string => nobleName(typeof d[k] === "string" ? (d[k] as string) : null, nobles);
  const v = (k: string): string => (typeof d[k] === "string" ? villageName(d[k] as string) : "?");
  const from = houseName(r.from);
  switch (r.kind) {
    case "marriage":
      return `${from} proposes that ${n("lord")} marry ${n("lady")}.`;
    case "passage":
      return `${from} asks to pass through ${v("village")}.`;
    case "landing":
      return `${from} asks to land at ${v("village")}.`;
    case "truce":
      return `${from} offers a truce at ${v("village")}.`;
    case "ransom":
      return `${from} offers ${String(d.amount)} Gold Dragons for ${n("noble")}.`;
    case "join":
      return `${from} asks you to join the battle on the ${String(d.side) === "attacker" ? "attackers'" : "defenders'"} side.`;
    case "consent":
      return `${from} asks the Hand's consent: ${n("target")} to the Small Council${typeof d.office === "string" ? ` as ${titleName(d.office)}` : ""}.`;
    case "annul":
      return `${from} asks the Master of Laws to annul the marriage of ${n("noble")}.`;
    case "rhllor":
      return `${from} embraces R'hllor: the Hand (${n("hand")}) may take ${String(d.gold)} Gold Dragons.`;
    case "dodge":
      return `${from} sends an assassin against ${n("target")}: play a Secret Passage to dodge it?`;
    case "abduction":
      return `${from} asks for a Secret Passage so that ${n("noble")} may abduct ${n("target")}.`;
    case "ships":
      return `${from} asks the Master of Ships to carry ${n("noble")} by sea.`;
    case "greyjoy-split":
      return `${from} tries to steal your gold: hide it in two hands.`;
    case "greyjoy-pick":
      return `${from} holds out two closed hands: pick one.`;
    default:
      return `${from} asks: ${String(r.kind)}.`;
  }
}

export function AnswerPrompt({ picture, actions, seat, send, busy, promptKind }: FiefPromptProps): ReactElement {
  const r = picture.view.request;
  const nobles = picture.view.nobles;
  return (
    <div className="answer-prompt">
      {r && r.to === seat && <p className="request">{requestSentence(r, nobles)}</p>}
      <div className="choices">
        {actions.map((a, i) => (
          <ActionButton key={i} action={a} send={send} busy={busy} nobles={nobles} promptKind={promptKind} className={a.type === "answer" && a.accept ? "primary" : ""} />
        ))}
      </div>
    </div>
  );
}
