// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ChatEntry, PublicSeat } from "../../src/api/types.ts";
import { Chat } from "../../src/shell/Chat.tsx";

afterEach(cleanup);

const seat = (s: string): PublicSeat => ({ seat: s, kind: "human", claimed: true, connected: 1 });
const seats = ["stark", "lannister", "greyjoy"].map(seat);
const houseName = (s: string): string => s[0]!.toUpperCase() + s.slice(1);
const entries: ChatEntry[] = [
  { id: 1, seat: "stark", name: "Ned", text: "to all", at: 0, channel: "table" },
  { id: 2, seat: "lannister", name: "Tywin", text: "just us", at: 0, channel: "private", members: ["lannister", "stark"] },
  { id: 3, seat: null, name: "Kingsroad", text: "Greyjoy was handed to a bot", at: 0, channel: "table", notice: true },
];

describe("the chat", () => {
  it("says where each line was said, naming the other members of a private one", () => {
    render(<Chat entries={entries} send={vi.fn()} me="stark" seats={seats} houseName={houseName} />);
    const lines = screen.getAllByRole("listitem").map((li) => li.textContent);
    expect(lines).toEqual(["Ned: to all", "[private: Lannister] Tywin: just us", "Kingsroad: Greyjoy was handed to a bot"]);
  });

  it("sends to the table when no house is ticked, and privately to the ticked houses", () => {
    const send = vi.fn(() => true);
    render(<Chat entries={[]} send={send} me="stark" seats={seats} houseName={houseName} />);
    const box = screen.getByRole("textbox", { name: "Chat message" });
    fireEvent.change(box, { target: { value: "hello" } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(send).toHaveBeenLastCalledWith("hello", undefined);
    fireEvent.click(screen.getByRole("checkbox", { name: "Greyjoy" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Lannister" }));
    expect(screen.queryByRole("checkbox", { name: "Stark" })).toBeNull();
    fireEvent.change(box, { target: { value: "secret" } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(send).toHaveBeenLastCalledWith("secret", ["greyjoy", "lannister"]);
  });

  it("offers a spectator no private conversation: its lines go to the spectators", () => {
    render(<Chat entries={[]} send={vi.fn()} me={null} seats={seats} houseName={houseName} />);
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(screen.getByRole("textbox").getAttribute("placeholder")).toBe("Say something to the other spectators");
  });
});
