/**
 * Mother of Dragons' decisions (loaded only in a MoD game): the prompt kinds of the expansion get
 * their own controls, every other decision the base game's; gifts of power sit beside them.
 */
import type { ReactElement } from "react";
import type { Action } from "../../types.ts";
import { Control, type ControlProps } from "../Control.tsx";
import { ClaimVassalPrompt } from "./ClaimVassalPrompt.tsx";
import { DeckIVPrompt } from "./DeckIVPrompt.tsx";
import { GiftPower } from "./GiftPower.tsx";
import { HandOutPrompt } from "./HandOutPrompt.tsx";
import { IronBankPrompt } from "./IronBankPrompt.tsx";
import { LoanPrompt } from "./LoanPrompt.tsx";
import { VassalOrdersPrompt } from "./VassalOrdersPrompt.tsx";
import { houseName } from "../../names.ts";
import { vassalOf } from "../acting.ts";

function Body(props: ControlProps): ReactElement {
  const kinds = props.picture.prompts.map((p) => p.kind);
  if (kinds.includes("claim-vassal")) return <ClaimVassalPrompt {...props} />;
  if (kinds.includes("assign-vassal-orders")) return <VassalOrdersPrompt {...props} />;
  if (kinds.includes("hand-out-bid")) return <HandOutPrompt {...props} />;
  if (kinds.includes("loan")) return <LoanPrompt {...props} />;
  if (kinds.some((k) => k.startsWith("westeros-iv"))) return <DeckIVPrompt {...props} />;
  if (props.legal.some((a) => a.type === "buy-loan")) return <IronBankPrompt {...props} />;
  const vassal = vassalOf(props.picture.prompts[0]);
  if (vassal !== null && props.legal.some((a) => a.type === "house-card"))
    return (
      <>
        <p className="hint vassal-cards">{houseName(vassal)} fights with the cards drawn for it from the vassal deck: choose one for it.</p>
        <Control {...props} />
      </>
    );
  return <Control {...props} />;
}

export default function ModControl(props: ControlProps & { gifts: readonly Action[] }): ReactElement {
  const { gifts, ...rest } = props;
  return (
    <>
      <Body {...rest} />
      {gifts.length > 0 && <GiftPower gifts={gifts} picture={rest.picture} seat={rest.seat} send={rest.send} busy={rest.busy} />}
    </>
  );
}

/** The gift of power while this seat has nothing to decide (its free actions). */
export function IdleGifts(props: ControlProps): ReactElement {
  return (
    <section className="prompt-panel gifts" aria-label="Gift power">
      <GiftPower gifts={props.legal} picture={props.picture} seat={props.seat} send={props.send} busy={props.busy} />
    </section>
  );
}
