/**
 * The decisions this seat faces now. The control is chosen by the kinds of legal actions offered
 * (orders, bids, house cards, moves, musters), so new prompt kinds of the engine fall back to the generic list.
 */
import type { ReactElement } from "react";
import { useDrawer } from "../../../shell/DrawerBar.tsx";
import { idlePrompt } from "../../../shell/IdlePrompt.tsx";
import { houseName, plainWords } from "../names.ts";
import { BidPrompt } from "./BidPrompt.tsx";
import { GenericPrompt } from "./GenericPrompt.tsx";
import { HouseCardPrompt } from "./HouseCardPrompt.tsx";
import { MarchPrompt } from "./MarchPrompt.tsx";
import { MusterPrompt } from "./MusterPrompt.tsx";
import { OrdersPrompt, type Staged } from "./OrdersPrompt.tsx";
import type { PromptProps } from "./types.ts";

export interface PromptPanelProps extends PromptProps {
  staged: Staged;
  setStaged(s: Staged): void;
  live: boolean;
}

function Control(props: PromptPanelProps): ReactElement {
  const types = new Set(props.legal.map((a) => a.type));
  if (types.has("place-order")) return <OrdersPrompt {...props} />;
  if (types.has("bid")) return <BidPrompt {...props} />;
  if (types.has("house-card") || types.has("discard-house-card") || types.has("take-house-card")) return <HouseCardPrompt {...props} />;
  if (types.has("move")) return <MarchPrompt {...props} />;
  if (types.has("muster") || types.has("upgrade")) return <MusterPrompt {...props} />;
  return <GenericPrompt {...props} />;
}

export function PromptPanel(props: PromptPanelProps): ReactElement {
  const { picture, legal, live } = props;
  const mine = picture.prompts;
  const drawer = useDrawer();
  const idle = idlePrompt(live, mine.length > 0 && legal.length > 0, picture.waitingFor.map(houseName));
  if (idle) return idle;
  return (
    <section className={`prompt-panel active${drawer.collapsed ? " collapsed" : ""}`} aria-live="polite" data-prompt={mine.map((p) => p.kind).join(" ")}>
      {drawer.bar(mine[0] ? plainWords(mine[0].text) : "Your decision")}
      {mine.map((p, i) => (
        <p key={i} className="prompt-text">
          {plainWords(p.text)}
        </p>
      ))}
      {/* Keyed by the question: a new bid (each track of a Clash of Kings) starts from 0, not from the last one. */}
      <Control key={mine.map((p) => `${p.kind}:${p.text}`).join("|")} {...props} />
      {props.error && (
        <p className="error refusal" role="alert">
          Refused: {props.error}
        </p>
      )}
    </section>
  );
}
