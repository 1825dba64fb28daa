// @vitest-environment happy-dom
/**
 * "Push notifications on this device" (issue 39 item 2), in the "Tell me when it is my turn"
 * panel: ticking it registers /sw.js, asks the browser's permission, subscribes with the server's
 * VAPID key (GET /api/push/key) and sends the subscription with the seat's token; a refused
 * permission is said and leaves it off; unticking takes the subscription back for this seat.
 */
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { keyBytes, pushDevice } from "../../src/shell/push.ts";
import { TurnAlerts } from "../../src/shell/TurnAlerts.tsx";

const PUBLIC_KEY = "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM";
const subscription = { endpoint: "https://push.example/abc", keys: { p256dh: "BPkey", auth: "authkey" } };

let calls: Array<{ url: string; method: string; body: unknown }>;
let permission: NotificationPermission;
const worker = {
  register: vi.fn(),
  getRegistration: vi.fn(),
  ready: Promise.resolve(null as unknown),
};
const pushManager = { getSubscription: vi.fn(), subscribe: vi.fn() };

beforeEach(() => {
  calls = [];
  permission = "default";
  localStorage.clear();
  const registration = { pushManager };
  worker.register.mockReset().mockResolvedValue(registration);
  worker.getRegistration.mockReset().mockResolvedValue(registration);
  worker.ready = Promise.resolve(registration);
  pushManager.getSubscription.mockReset().mockResolvedValue(null);
  pushManager.subscribe.mockReset().mockResolvedValue({ endpoint: subscription.endpoint, toJSON: () => ({ ...subscription, expirationTime: null }) });
  Object.defineProperty(navigator, "serviceWorker", { value: worker, configurable: true });
  vi.stubGlobal("PushManager", class {});
  vi.stubGlobal("Notification", { get permission() { return permission; }, requestPermission: vi.fn(async () => permission === "default" ? (permission = "granted") : permission) });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, method: init?.method ?? "GET", body: init?.body ? JSON.parse(init.body as string) : undefined });
      if (url === "/api/push/key") return new Response(JSON.stringify({ publicKey: PUBLIC_KEY }), { status: 200 });
      return new Response(null, { status: 204 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const panel = () =>
  render(<TurnAlerts settings={{ emailAvailable: false }} save={() => {}} push={pushDevice("g1", "stark", "tok")} />);
const option = () => screen.getByRole<HTMLInputElement>("checkbox", { name: /push notifications on this device/i });

describe("push notifications on this device", () => {
  it("registers the service worker, asks permission, subscribes with the server's key and sends the subscription with the seat's token", async () => {
    panel();
    expect(option().checked).toBe(false);
    fireEvent.click(option());
    await waitFor(() => expect(option().checked).toBe(true));
    expect(worker.register).toHaveBeenCalledWith("/sw.js", { scope: "/" });
    expect(Notification.requestPermission).toHaveBeenCalled();
    const asked = pushManager.subscribe.mock.calls[0]![0] as PushSubscriptionOptionsInit;
    expect(asked.userVisibleOnly).toBe(true);
    expect([...(asked.applicationServerKey as Uint8Array)]).toEqual([...keyBytes(PUBLIC_KEY)]);
    expect(keyBytes(PUBLIC_KEY)).toHaveLength(65);
    expect(calls).toEqual([
      { url: "/api/push/key", method: "GET", body: undefined },
      { url: "/api/games/g1/seats/stark/push", method: "POST", body: { token: "tok", subscription } },
    ]);
    // Remembered for this seat: a new page shows it on.
    cleanup();
    panel();
    expect(option().checked).toBe(true);

    // Off: the subscription is taken back for this seat.
    pushManager.getSubscription.mockResolvedValue({ endpoint: subscription.endpoint });
    fireEvent.click(option());
    await waitFor(() => expect(option().checked).toBe(false));
    expect(calls.at(-1)).toEqual({ url: "/api/games/g1/seats/stark/push", method: "DELETE", body: { token: "tok", endpoint: subscription.endpoint } });
  });

  it("says so and stays off when the browser's permission is refused; nothing is sent", async () => {
    permission = "denied";
    panel();
    fireEvent.click(option());
    expect((await screen.findByRole("alert")).textContent).toMatch(/Notifications are blocked for this site/);
    expect(option().checked).toBe(false);
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it("is shown disabled in a browser without push", () => {
    vi.stubGlobal("PushManager", undefined);
    panel();
    expect(option().disabled).toBe(true);
    expect(screen.getByText(/cannot receive them/)).toBeTruthy();
  });
});
