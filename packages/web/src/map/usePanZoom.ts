/**
 * Pan (drag) and zoom (wheel, pinch, buttons) for the map, as an SVG transform. A drag that moved
 * more than a few pixels is not a click, so panning never picks an area by accident.
 *
 * Gestures come from @use-gesture/react on native listeners of the SVG element (`ref`), not
 * React's `onWheel`: React attaches wheel listeners as passive, so the page scrolled (and with
 * Ctrl, the browser zoomed) along with the board. Here the board takes the wheel and pinch events
 * whole, and the zoom follows the size of the gesture: a mouse notch is a step, a trackpad's
 * small deltas are small steps, a pinch scales the board as much as the fingers spread.
 */
import { useGesture } from "@use-gesture/react";
import { useCallback, useRef, useState, type RefObject } from "react";

export interface PanZoom {
  transform: string;
  /** The current zoom, 1 (whole map) to MAX_SCALE. */
  scale: number;
  zoomBy(factor: number): void;
  reset(): void;
  /** True right after a drag: the click that ends it must be ignored. */
  dragged(): boolean;
  /** Attach to the map's <svg>: the gestures are bound to it. */
  ref: RefObject<SVGSVGElement | null>;
}

interface View {
  scale: number;
  x: number;
  y: number;
}

export const MAX_SCALE = 6;
/** Zoom per pixel of wheel travel: e^(0.002 * 100) = 1.22 for one mouse-wheel notch (100 px). */
export const WHEEL_ZOOM_PER_PIXEL = 0.002;
/** Pointer travel (px) after which a press is a drag, not a click. */
const DRAG_PX = 6;

const clampScale = (s: number): number => Math.min(MAX_SCALE, Math.max(1, s));

/** Screen pixels to SVG units for this element (the viewBox scales the drawing). */
function unitsPerPixel(svg: SVGSVGElement): number {
  const m = svg.getScreenCTM();
  return m && m.a !== 0 ? 1 / m.a : 1;
}

/** A point on the screen in the drawing's (viewBox) coordinates. */
function toDrawing(svg: SVGSVGElement, clientX: number, clientY: number): [number, number] {
  const r = svg.getBoundingClientRect();
  const upp = unitsPerPixel(svg);
  const box = svg.viewBox.baseVal;
  return [box.x + (clientX - r.left) * upp, box.y + (clientY - r.top) * upp];
}

/** `cx, cy`: the centre of the drawing, where the zoom buttons zoom. */
export function usePanZoom(centerX: number, centerY: number): PanZoom {
  const ref = useRef<SVGSVGElement | null>(null);
  const [view, setView] = useState<View>({ scale: 1, x: 0, y: 0 });
  // The pinch starts from the current zoom, whichever way it was reached (buttons, wheel).
  const current = useRef(view);
  current.current = view;
  const moved = useRef(0);

  /** Sets the zoom to `next(scale)`, keeping the drawing point (cx, cy) where it is on screen. */
  const zoomTo = useCallback(
    (next: (scale: number) => number, cx = centerX, cy = centerY) =>
      setView((v) => {
        const scale = clampScale(next(v.scale));
        if (scale === v.scale) return v;
        const k = scale / v.scale;
        const x = scale === 1 ? 0 : cx - (cx - v.x) * k;
        const y = scale === 1 ? 0 : cy - (cy - v.y) * k;
        return { scale, x, y };
      }),
    [centerX, centerY],
  );

  useGesture(
    {
      onPointerDown: () => {
        moved.current = 0;
      },
      onDrag: ({ delta: [dx, dy], pinching, touches, cancel }) => {
        const svg = ref.current;
        if (!svg) return;
        if (pinching || touches > 1) return cancel();
        moved.current += Math.abs(dx) + Math.abs(dy);
        if (moved.current <= DRAG_PX) return;
        const upp = unitsPerPixel(svg);
        setView((v) => (v.scale === 1 ? v : { ...v, x: v.x + dx * upp, y: v.y + dy * upp }));
      },
      onPinch: ({ offset: [scale], origin: [ox, oy] }) => {
        const svg = ref.current;
        if (!svg) return;
        moved.current = DRAG_PX + 1; // the fingers lifting after a pinch are not a click
        const [cx, cy] = toDrawing(svg, ox, oy);
        zoomTo(() => scale, cx, cy);
      },
      onWheel: ({ event, delta: [, dy] }) => {
        const svg = ref.current;
        // Ctrl+wheel is a trackpad pinch: the pinch handler has it.
        if (!svg || event.ctrlKey || dy === 0) return;
        const [cx, cy] = toDrawing(svg, event.clientX, event.clientY);
        zoomTo((s) => s * Math.exp(-dy * WHEEL_ZOOM_PER_PIXEL), cx, cy);
      },
    },
    {
      target: ref,
      eventOptions: { passive: false },
      // No capture at press: a captured pointer would send the click to the <svg>, not the area.
      drag: { pointer: { capture: false } },
      pinch: { scaleBounds: { min: 1, max: MAX_SCALE }, rubberband: false, from: () => [current.current.scale, 0] },
      wheel: { preventDefault: true },
    },
  );

  return {
    transform: `translate(${view.x} ${view.y}) scale(${view.scale})`,
    scale: view.scale,
    zoomBy: (f) => zoomTo((s) => s * f),
    reset: () => setView({ scale: 1, x: 0, y: 0 }),
    dragged: () => moved.current > DRAG_PX,
    ref,
  };
}
