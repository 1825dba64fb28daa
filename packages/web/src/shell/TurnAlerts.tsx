/**
 * "Your turn, wherever you are" (issue 17), for a seat: this browser's notification and a short
 * sound when the game starts waiting for you while the page is hidden (opt-in, remembered by this
 * browser), and the server's ways to reach you when no page is open: a webhook (a chat bot) and
 * an e-mail address, when the server sends mail. The server keeps those for this seat only.
 * Beside the webhook: how the last notice sent to it went (delivered, refused by the receiver and
 * why, unreachable), and a button that sends a test (issue 39 item 1), so "Saved" is not taken
 * for "it works". And push notifications on this device, which arrive with the page closed
 * (issue 39 item 2: PushOption.tsx).
 */
import { useEffect, useRef, useState, type FormEvent, type ReactElement } from "react";
import type { NotifySettings, WebhookDelivery } from "../api/types.ts";
import { PushOption } from "./PushOption.tsx";
import type { PushDevice } from "./push.ts";

const ALERTS_KEY = "kingsroad:turn-alerts";

function alertsWanted(): boolean {
  try {
    return localStorage.getItem(ALERTS_KEY) === "1";
  } catch {
    return false;
  }
}

/** Two short notes through Web Audio: no file to load, nothing when audio is not allowed. */
function chime(): void {
  try {
    const audio = new AudioContext();
    for (const [i, freq] of [660, 880].entries()) {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.15, audio.currentTime + i * 0.18);
      gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + i * 0.18 + 0.16);
      osc.connect(gain).connect(audio.destination);
      osc.start(audio.currentTime + i * 0.18);
      osc.stop(audio.currentTime + i * 0.18 + 0.17);
    }
    setTimeout(() => void audio.close(), 600);
  } catch {
    // No audio here: the notification alone will do.
  }
}

/** Notifies (when opted in) each time `myTurn` becomes true while the page is hidden. */
export function useTurnAlert(myTurn: boolean, title: string): void {
  const was = useRef(myTurn);
  useEffect(() => {
    const rising = myTurn && !was.current;
    was.current = myTurn;
    if (!rising || !alertsWanted() || !document.hidden) return;
    chime();
    if (typeof Notification !== "undefined" && Notification.permission === "granted") new Notification(`Your turn in ${title || "Kingsroad"}`);
  }, [myTurn, title]);
}

export interface TurnAlertsProps {
  settings: NotifySettings | null;
  /** Sends the seat's new settings (null removes one). */
  save(change: { webhook?: string | null; email?: string | null }): void;
  /** Sends a test notice to the saved webhook and tells how it went (rejects with the server's refusal). */
  test?: () => Promise<WebhookDelivery>;
  /** This browser's push subscription for the seat (push.ts); absent without the seat's token. */
  push?: PushDevice;
}

const EVENTS: Record<WebhookDelivery["event"], string> = { "your-turn": "your turn", "game-over": "game over", test: "test" };

/** "Last notice (test, 14:05): rejected by the receiver: 404 ..." */
export function deliveryLine(d: WebhookDelivery): string {
  const when = new Date(d.at).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
  return `Last notice (${EVENTS[d.event]}, ${when}): ${d.result}`;
}

export function TurnAlerts({ settings, save, test, push }: TurnAlertsProps): ReactElement {
  const [alerts, setAlerts] = useState(alertsWanted);
  const [webhook, setWebhook] = useState(settings?.webhook ?? "");
  const [email, setEmail] = useState(settings?.email ?? "");
  // A test's answer (or refusal) until the server's settings say something newer.
  const [tested, setTested] = useState<{ delivery?: WebhookDelivery; refusal?: string } | null>(null);
  const [testing, setTesting] = useState(false);
  useEffect(() => {
    setWebhook(settings?.webhook ?? "");
    setEmail(settings?.email ?? "");
  }, [settings]);
  const shown = tested?.delivery && (!settings?.delivery || tested.delivery.at >= settings.delivery.at) ? tested.delivery : settings?.delivery;
  const sendTest = async (): Promise<void> => {
    if (!test) return;
    setTesting(true);
    try {
      setTested({ delivery: await test() });
    } catch (e) {
      setTested({ refusal: e instanceof Error ? e.message : String(e) });
    } finally {
      setTesting(false);
    }
  };
  const toggle = async (on: boolean): Promise<void> => {
    if (on && typeof Notification !== "undefined" && Notification.permission === "default") await Notification.requestPermission();
    try {
      localStorage.setItem(ALERTS_KEY, on ? "1" : "0");
    } catch {
      // Storage blocked: the choice lasts as long as the page.
    }
    setAlerts(on);
  };
  const submit = (e: FormEvent): void => {
    e.preventDefault();
    save({ webhook: webhook.trim() || null, ...(settings?.emailAvailable ? { email: email.trim() || null } : {}) });
  };
  return (
    <details className="turn-alerts">
      <summary>Tell me when it is my turn</summary>
      <label>
        <input type="checkbox" checked={alerts} onChange={(e) => void toggle(e.target.checked)} /> A notification and a sound in this browser
      </label>
      {push && <PushOption device={push} />}
      <form onSubmit={submit}>
        <label>
          Webhook (a JSON POST, e.g. a Discord webhook){" "}
          <input type="url" aria-label="Webhook URL" value={webhook} maxLength={500} placeholder="https://…" onChange={(e) => setWebhook(e.target.value)} />
        </label>
        {settings?.emailAvailable && (
          <label>
            E-mail <input type="email" aria-label="E-mail address" value={email} maxLength={200} onChange={(e) => setEmail(e.target.value)} />
          </label>
        )}
        <button type="submit">Save</button>
        {(settings?.webhook || settings?.email) && <small> Saved: {[settings.webhook && "webhook", settings.email && "e-mail"].filter(Boolean).join(" and ")}.</small>}
        {settings?.webhook && (
          <p className="webhook-delivery">
            {test && (
              <button type="button" disabled={testing} onClick={() => void sendTest()}>
                Send a test
              </button>
            )}{" "}
            <small role="status" className={shown && shown.outcome !== "delivered" ? "failed" : undefined}>
              {testing ? "Sending a test…" : tested?.refusal ?? (shown ? deliveryLine(shown) : "No notice sent to this webhook yet.")}
            </small>
          </p>
        )}
      </form>
    </details>
  );
}
