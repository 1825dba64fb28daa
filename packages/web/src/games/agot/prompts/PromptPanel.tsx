/**
 * The decisions this seat faces now, each question led by the house that acts (the seat's own, or
 * a vassal it commands). In a Mother of Dragons game the controls come from a chunk of their own
 * (mod/ModControl.tsx, loaded only there), which adds the expansion's prompts and the gift of power
 * tokens: offered beside every decision and, while the seat is not asked anything, on its own.
 */
import { lazy, Suspense, type ReactElement } from "react";
import { useDrawer } from "../../../shell/DrawerBar.tsx";
import { idlePrompt } from "../../../shell/IdlePrompt.tsx";
import { houseName, plainWords } from "../names.ts";
import { freeActionsOf, isGift, questionOf, vassalOf } from "./acting.ts";
import { Control, type ControlProps } from "./Control.tsx";

export interface PromptPanelProps extends ControlProps {
  live: boolean;
}

const ModControl = lazy(() => import("./mod/ModControl.tsx"));
const IdleGifts = lazy(() => import("./mod/ModControl.tsx").then((m) => ({ default: m.IdleGifts })));

const loading = <p className="loading-control">Loading…</p>;

export function PromptPanel(props: PromptPanelProps): ReactElement {
  const { picture, legal, live, seat } = props;
  const mine = picture.prompts;
  const drawer = useDrawer();
  const mod = picture.view.mod !== undefined;
  const decisions = legal.filter((a) => !isGift(a));
  const idle = idlePrompt(live, mine.length > 0 && decisions.length > 0, picture.waitingFor.map(houseName));
  if (idle) {
    const free = live ? freeActionsOf(picture) : [];
    if (!mod || free.length === 0) return idle;
    return (
      <>
        {idle}
        <Suspense fallback={null}>
          <IdleGifts {...props} legal={free} />
        </Suspense>
      </>
    );
  }
  const controlProps = { ...props, legal: decisions };
  // Keyed by the question: a new bid (each track of a Clash of Kings) starts from 0, not from the last one.
  const key = mine.map((p) => `${p.kind}:${p.text}`).join("|");
  return (
    <section className={`prompt-panel active${drawer.collapsed ? " collapsed" : ""}`} aria-live="polite" data-prompt={mine.map((p) => p.kind).join(" ")}>
      {drawer.bar(mine[0] ? plainWords(mine[0].text) : "Your decision")}
      {mine.map((p, i) => {
        const vassal = vassalOf(p);
        return (
          <p key={i} className="prompt-text" data-acting={vassal ?? seat}>
            <strong className="prompt-actor">{vassal === null ? `${houseName(seat)}:` : `${houseName(vassal)} (your vassal):`}</strong> {plainWords(questionOf(p))}
          </p>
        );
      })}
      {mod ? (
        <Suspense fallback={loading}>
          <ModControl key={key} {...controlProps} gifts={legal.filter(isGift)} />
        </Suspense>
      ) : (
        <Control key={key} {...controlProps} />
      )}
      {props.error && (
        <p className="error refusal" role="alert">
          Refused: {props.error}
        </p>
      )}
    </section>
  );
}
