/** Time left on a turn clock, in words short enough for a seat's line ("2 d 3 h", "4:05", "0:00"). */
export function clockText(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const d = Math.floor(s / 86400);
  const h = Math.floor((s % 86400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  if (d > 0) return `${d} d ${h} h`;
  if (h > 0) return `${h} h ${String(m).padStart(2, "0")} min`;
  return `${m}:${String(s % 60).padStart(2, "0")}`;
}
