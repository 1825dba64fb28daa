/**
 * The "push notifications on this device" option of the "Tell me when it is my turn" panel
 * (issue 39 item 2; what it does: push.ts). Its failures (no permission, an unsupported browser,
 * the server's refusal) are said beside it, and it stays off.
 */
import { useState, type ReactElement } from "react";
import type { PushDevice } from "./push.ts";

export function PushOption({ device }: { device: PushDevice }): ReactElement {
  const [on, setOn] = useState(() => device.supported && device.wanted());
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const toggle = async (want: boolean): Promise<void> => {
    setBusy(true);
    setProblem(null);
    try {
      if (want) await device.enable();
      else await device.disable();
      setOn(want);
    } catch (e) {
      setProblem(e instanceof Error ? e.message : String(e));
      if (want) setOn(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <p className="push-option">
      <label>
        <input type="checkbox" checked={on} disabled={busy || !device.supported} onChange={(e) => void toggle(e.target.checked)} /> Push notifications on this
        device, even with the page closed
      </label>
      {!device.supported && <small> (this browser cannot receive them)</small>}
      {busy && <small role="status"> Asking…</small>}
      {problem && (
        <small role="alert" className="failed">
          {" "}
          {problem}
        </small>
      )}
    </p>
  );
}
