/**
 * Pan (drag) and zoom (wheel, pinch, buttons) for the map, as an SVG transform. A drag that moved
 * more than a few pixels is not a click, so panning never picks an area by accident.
 */
import { useCallback, useRef, useState, type PointerEvent, type WheelEvent } from "react";

export interface PanZoom {
  transform: string;
  zoomBy(factor: number): void;
  reset(): void;
  /** True right after a drag: the click that ends it must be ignored. */
  dragged(): boolean;
  handlers: {
    onPointerDown(e: PointerEvent<SVGSVGElement>): void;
    onPointerMove(e: PointerEvent<SVGSVGElement>): void;
    onPointerUp(e: PointerEvent<SVGSVGElement>): void;
    onPointerCancel(e: PointerEvent<SVGSVGElement>): void;
    onWheel(e: WheelEvent<SVGSVGElement>): void;
  };
}

interface View {
  scale: number;
  x: number;
  y: number;
}

const clampScale = (s: number): number => Math.min(6, Math.max(1, s));

/** Screen pixels to SVG units for this element (the viewBox scales the drawing). */
function unitsPerPixel(svg: SVGSVGElement): number {
  const m = svg.getScreenCTM();
  return m && m.a !== 0 ? 1 / m.a : 1;
}

/** `cx, cy`: the centre of the drawing, where the zoom buttons zoom. */
export function usePanZoom(centerX: number, centerY: number): PanZoom {
  const [view, setView] = useState<View>({ scale: 1, x: 0, y: 0 });
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const moved = useRef(0);
  const pinch = useRef<number | null>(null);

  const zoomAround = useCallback(
    (factor: number, cx = centerX, cy = centerY) =>
      setView((v) => {
        const scale = clampScale(v.scale * factor);
        const k = scale / v.scale;
        // Keep the point under the cursor where it is.
        const x = scale === 1 ? 0 : cx - (cx - v.x) * k;
        const y = scale === 1 ? 0 : cy - (cy - v.y) * k;
        return { scale, x, y };
      }),
    [centerX, centerY],
  );

  const handlers: PanZoom["handlers"] = {
    onPointerDown(e) {
      pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
      if (pointers.current.size === 1) moved.current = 0;
    },
    onPointerMove(e) {
      const prev = pointers.current.get(e.pointerId);
      if (!prev) return;
      const upp = unitsPerPixel(e.currentTarget);
      const dx = e.clientX - prev.x;
      const dy = e.clientY - prev.y;
      pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
      moved.current += Math.abs(dx) + Math.abs(dy);
      if (pointers.current.size === 2) {
        const [a, b] = [...pointers.current.values()] as [{ x: number; y: number }, { x: number; y: number }];
        const d = Math.hypot(a.x - b.x, a.y - b.y);
        if (pinch.current !== null && pinch.current > 0) zoomAround(d / pinch.current);
        pinch.current = d;
        return;
      }
      if (moved.current > 6) {
        if (!e.currentTarget.hasPointerCapture(e.pointerId)) e.currentTarget.setPointerCapture(e.pointerId);
        setView((v) => (v.scale === 1 ? v : { ...v, x: v.x + dx * upp, y: v.y + dy * upp }));
      }
    },
    onPointerUp(e) {
      pointers.current.delete(e.pointerId);
      if (pointers.current.size < 2) pinch.current = null;
    },
    onPointerCancel(e) {
      pointers.current.delete(e.pointerId);
      pinch.current = null;
    },
    onWheel(e) {
      const svg = e.currentTarget;
      const r = svg.getBoundingClientRect();
      const upp = unitsPerPixel(svg);
      const box = svg.viewBox.baseVal;
      zoomAround(e.deltaY < 0 ? 1.2 : 1 / 1.2, box.x + (e.clientX - r.left) * upp, box.y + (e.clientY - r.top) * upp);
    },
  };

  return {
    transform: `translate(${view.x} ${view.y}) scale(${view.scale})`,
    zoomBy: (f) => zoomAround(f),
    reset: () => setView({ scale: 1, x: 0, y: 0 }),
    dragged: () => moved.current > 6,
    handlers,
  };
}
