'use client';

import { type PointerEvent, useRef } from 'react';

/** Where the pointer is, in the canvas's own pixels (it is drawn scaled to the box). */
function pointOf(event: PointerEvent<HTMLCanvasElement>) {
  const canvas = event.currentTarget;
  const box = canvas.getBoundingClientRect();
  return {
    x: Math.round(((event.clientX - box.left) / box.width) * canvas.width),
    y: Math.round(((event.clientY - box.top) / box.height) * canvas.height),
  };
}

function strokeTo(context: CanvasRenderingContext2D | null, x: number, y: number) {
  if (!context) return;
  context.lineWidth = 3;
  context.lineCap = 'round';
  context.strokeStyle = '#0f172a';
  context.lineTo(x, y);
  context.stroke();
}

/**
 * A box to sign in with a finger, pen or mouse. The strokes are reported as SVG path data
 * ("M x y L x y ..."), small enough to send and store, and redrawable at any size.
 */
export function SignaturePad({
  id,
  label,
  clearLabel,
  describedBy,
  onChange,
}: {
  id: string;
  label: string;
  clearLabel: string;
  describedBy?: string;
  onChange: (path: string | null) => void;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const pathRef = useRef<string[]>([]);
  const drawing = useRef(false);

  function start(event: PointerEvent<HTMLCanvasElement>) {
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    const { x, y } = pointOf(event);
    pathRef.current.push(`M${x} ${y}`);
    const context = event.currentTarget.getContext('2d');
    context?.beginPath();
    context?.moveTo(x, y);
  }

  function move(event: PointerEvent<HTMLCanvasElement>) {
    if (!drawing.current) return;
    const { x, y } = pointOf(event);
    pathRef.current.push(`L${x} ${y}`);
    strokeTo(event.currentTarget.getContext('2d'), x, y);
  }

  function end() {
    if (!drawing.current) return;
    drawing.current = false;
    onChange(pathRef.current.length > 1 ? pathRef.current.join(' ') : null);
  }

  function clear() {
    const canvas = canvasRef.current;
    canvas?.getContext('2d')?.clearRect(0, 0, canvas.width, canvas.height);
    pathRef.current = [];
    onChange(null);
  }

  return (
    <div className="space-y-1.5">
      <div className="flex items-center justify-between">
        <span id={`${id}-label`} className="text-sm font-medium text-slate-800">
          {label}
        </span>
        <button
          type="button"
          onClick={clear}
          className="rounded text-sm font-medium text-brand-700 underline"
        >
          {clearLabel}
        </button>
      </div>
      <canvas
        id={id}
        ref={canvasRef}
        width={600}
        height={200}
        role="img"
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy}
        className="h-32 w-full touch-none rounded-md border border-slate-300 bg-white"
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerLeave={end}
      />
    </div>
  );
}
