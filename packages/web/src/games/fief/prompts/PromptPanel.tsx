/**
 * The Fief decisions of this seat now. The legal actions are split among controls by kind: each
 * specialised control takes the kinds it knows (votes, sums of gold, marches, cards, purchases,
 * gifts, answers, casualties), and the generic control lists every other kind in words, so every
 * legal action is always offered and no illegal one ever is. `rendererFor` says which control
 * takes a kind (tested against the engine's whole action schema).
 */
import type { ComponentType, ReactElement } from "react";
import { idlePrompt } from "../../../shell/IdlePrompt.tsx";
import { houseName, plainWords } from "../names.ts";
import type { Action, Picture } from "../types.ts";
import { AmountPrompt } from "./AmountPrompt.tsx";
import { AnswerPrompt } from "./AnswerPrompt.tsx";
import { BuyPrompt } from "./BuyPrompt.tsx";
import { CARD_TYPES, CardPrompt } from "./CardPrompt.tsx";
import { GenericPrompt } from "./GenericPrompt.tsx";
import { GiftPrompt } from "./GiftPrompt.tsx";
import { LossesPrompt } from "./LossesPrompt.tsx";
import { MARCH_TYPES, MarchPrompt } from "./MarchPrompt.tsx";
import type { FiefPromptProps } from "./types.ts";
import { VotePrompt } from "./VotePrompt.tsx";

interface Renderer {
  id: string;
  takes(type: string): boolean;
  Control: ComponentType<FiefPromptProps>;
}

/** In display order; the first that takes a kind gets its actions. */
export const RENDERERS: readonly Renderer[] = [
  { id: "answer", takes: (t) => t === "answer", Control: AnswerPrompt },
  { id: "losses", takes: (t) => t === "lose", Control: LossesPrompt },
  { id: "vote", takes: (t) => t === "vote", Control: VotePrompt },
  { id: "bid", takes: (t) => t === "bid", Control: AmountPrompt },
  { id: "wallBid", takes: (t) => t === "wallBid", Control: AmountPrompt },
  { id: "ransom", takes: (t) => t === "ransom", Control: AmountPrompt },
  { id: "split", takes: (t) => t === "split", Control: AmountPrompt },
  { id: "march", takes: (t) => MARCH_TYPES.has(t), Control: MarchPrompt },
  { id: "buy", takes: (t) => t === "buy", Control: BuyPrompt },
  { id: "cards", takes: (t) => CARD_TYPES.has(t), Control: CardPrompt },
  { id: "generic", takes: (t) => t !== "gift" && t !== "done", Control: GenericPrompt },
  { id: "gift", takes: (t) => t === "gift", Control: GiftPrompt },
  // Passing last: the decision's own choices come first.
  { id: "done", takes: (t) => t === "done", Control: GenericPrompt },
];

export const rendererFor = (type: string): string => RENDERERS.find((r) => r.takes(type))?.id ?? "generic";

export function splitActions(legal: readonly Action[]): { renderer: Renderer; actions: Action[] }[] {
  const parts = RENDERERS.map((renderer) => ({ renderer, actions: [] as Action[] }));
  for (const a of legal) {
    const i = RENDERERS.findIndex((r) => r.takes(a.type));
    parts[i < 0 ? RENDERERS.length - 1 : i]!.actions.push(a);
  }
  return parts.filter((p) => p.actions.length > 0);
}

export interface FiefPromptPanelProps {
  picture: Picture;
  legal: Action[];
  seat: string;
  selected: string | null;
  select(v: string | null): void;
  send(a: Action): void;
  busy: boolean;
  live: boolean;
  /** Set while an automatic pass is waiting to go. */
  autoPassing: boolean;
}

export function FiefPromptPanel(props: FiefPromptPanelProps): ReactElement {
  const { picture, legal, live } = props;
  const mine = picture.prompts;
  const idle = idlePrompt(live, mine.length > 0 && legal.length > 0, picture.waitingFor.map(houseName));
  if (idle) return idle;
  if (props.autoPassing) {
    return (
      <section className="prompt-panel idle auto-passing" aria-live="polite" data-prompt={mine.map((p) => p.kind).join(" ")}>
        Passing for you: you have nothing to play now.
      </section>
    );
  }
  const promptKind = mine[0]?.kind;
  const parts = splitActions(legal);
  return (
    <section className="prompt-panel active" aria-live="polite" data-prompt={mine.map((p) => p.kind).join(" ")}>
      {mine.map((p, i) => (
        <p key={i} className="prompt-text">
          {plainWords(p.text)}
        </p>
      ))}
      {parts.map(({ renderer, actions }) => (
        // Keyed by the decision, so a slider or a choice is kept while other seats act.
        <renderer.Control
          key={`${renderer.id}:${promptKind}`}
          picture={picture}
          actions={actions}
          seat={props.seat}
          selected={props.selected}
          select={props.select}
          send={props.send}
          busy={props.busy}
          promptKind={promptKind}
        />
      ))}
    </section>
  );
}
