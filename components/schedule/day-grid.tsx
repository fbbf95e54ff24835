'use client';

import Link from 'next/link';
import { type DragEvent, useEffect, useRef, useState } from 'react';
import type { Appointment } from '@/components/appointments/api';
import { formatWallTime } from '@/components/ui/clock';
import { useClock } from '@/components/ui/clock-context';
import { cn } from '@/components/ui/cn';
import { useRovingFocus } from '@/components/ui/roving-focus';
import { isTerminalStatus } from '@/server/appointments/statuses';
import { AppointmentBlock } from './appointment-block';
import type { DayCapacity, FreeSlot } from './capacity';
import { NowMarker } from './now-line';
import {
  type AdvisorColumn,
  appointmentLabel,
  bookingHref,
  columnOf,
  dayRange,
  minutesOf,
  placeBlocks,
} from './schedule-model';

const pxPerMinute = 1.6;
const pad = (n: number) => String(n).padStart(2, '0');
const hhmm = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

export type DayHours = { opensAt: string; closesAt: string; slotSizeMinutes: number };
type Range = { startMinute: number; endMinute: number };
type Drag = { appointment: Appointment; grabY: number };

/** A visit that may still be moved: not finished and not tied to a repair order. */
export const canMove = (a: Appointment) =>
  !a.isCancelled && !isTerminalStatus(a.status) && a.orderInformation === null;

/** The grid's hours, widened to show the current time on today. */
function rangeWithNow(appointments: Appointment[], hours: DayHours | null, nowMinute: number | null): Range {
  const range = dayRange(appointments, hours);
  if (nowMinute === null) return range;
  return {
    startMinute: Math.min(range.startMinute, Math.floor(nowMinute / 60) * 60),
    endMinute: Math.min(24 * 60, Math.max(range.endMinute, Math.ceil((nowMinute + 1) / 60) * 60)),
  };
}

export type DayGridProps = {
  date: string;
  /** A past day: its columns say so, and no empty slot offers a booking. */
  past: boolean;
  columns: AdvisorColumn[];
  appointments: Appointment[];
  hours: DayHours | null;
  /** The department's wall-clock now; the now line shows when it falls on `date`. */
  now: string | null;
  capacity: DayCapacity | undefined;
  pendingUuid: string | null;
  /** A refused drag, told next to the block that stayed. */
  refusal: { appointmentUuid: string; text: string } | null;
  onDismissRefusal: () => void;
  onMove: (appointment: Appointment, time: string, advisor: AdvisorColumn) => void;
  onActions: (appointment: Appointment) => void;
};

/** One day: a column per advisor, blocks placed by their wall-clock start and end, dragged to move. */
export function DayGrid(props: DayGridProps) {
  const { date, columns, appointments, hours, now } = props;
  const { timeFormat } = useClock();
  const nowMinute = now?.slice(0, 10) === date ? minutesOf(`${now.slice(0, 17)}00`) : null;
  const range = rangeWithNow(appointments, hours, nowMinute);
  const height = (range.endMinute - range.startMinute) * pxPerMinute;
  const hourMarks = Array.from(
    { length: (range.endMinute - range.startMinute) / 60 + 1 },
    (_, i) => range.startMinute + i * 60,
  );
  const drag = useRef<Drag | null>(null);
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <div
        className="grid min-w-max"
        style={{ gridTemplateColumns: `3.5rem repeat(${columns.length}, minmax(10rem, 1fr))` }}
      >
        <div className="sticky left-0 z-20 border-b border-slate-200 bg-white" />
        {columns.map((c) => (
          <ColumnHeader key={c.uuid ?? 'unassigned'} column={c} {...props} />
        ))}
        <div className="sticky left-0 z-20 bg-white" style={{ height }}>
          {hourMarks.map((m) => (
            <span
              key={m}
              aria-hidden="true"
              className="absolute right-1 -translate-y-1/2 text-xs text-slate-600 first:translate-y-0 last:-translate-y-full"
              style={{ top: (m - range.startMinute) * pxPerMinute }}
            >
              {formatWallTime(`${pad(Math.floor(m / 60))}:00`, timeFormat)}
            </span>
          ))}
          {nowMinute !== null && (
            <NowMarker
              top={(nowMinute - range.startMinute) * pxPerMinute}
              time={formatWallTime(hhmm(nowMinute), timeFormat)}
              label
            />
          )}
        </div>
        {columns.map((c) => (
          <DayColumn
            key={c.uuid ?? 'unassigned'}
            {...props}
            column={c}
            range={range}
            height={height}
            hourMarks={hourMarks}
            nowMinute={nowMinute}
            drag={drag}
          />
        ))}
      </div>
    </div>
  );
}

function ColumnHeader({ column, appointments, capacity, past }: DayGridProps & { column: AdvisorColumn }) {
  const booked = appointments.filter((a) => !a.isCancelled && columnOf(a, [column]) === column.uuid).length;
  const free = column.uuid ? capacity?.freeByAdvisor.get(column.uuid) : undefined;
  return (
    <div className="border-b border-l border-slate-200 px-2 py-2">
      <h3 className="text-sm font-semibold text-slate-900">{column.name}</h3>
      <p className="text-xs text-slate-600">
        {booked} booked
        {past && ' · past day'}
        {!past &&
          column.uuid &&
          capacity &&
          capacity.slotCount > 0 &&
          ` · ${free ?? 0} of ${capacity.slotCount} slots free`}
      </p>
    </div>
  );
}

type ColumnProps = DayGridProps & {
  column: AdvisorColumn;
  range: Range;
  height: number;
  hourMarks: number[];
  nowMinute: number | null;
  drag: { current: Drag | null };
};

/** Where a block dropped at this pointer position starts, snapped to the day's slots. */
function dropTime(event: DragEvent<HTMLElement>, grabY: number, range: Range, slot: number): string {
  const top = event.clientY - event.currentTarget.getBoundingClientRect().top - grabY;
  const minute = range.startMinute + top / pxPerMinute;
  const snapped = Math.round(minute / slot) * slot;
  return hhmm(Math.max(range.startMinute, Math.min(range.endMinute - slot, snapped)));
}

function DayColumn(props: ColumnProps) {
  const { column: c, date, range, height, hourMarks, nowMinute, drag, hours } = props;
  const [over, setOver] = useState(false);
  const mine = props.appointments.filter((a) => columnOf(a, props.columns) === c.uuid);
  // Moving to "Unassigned" would take the advisor off the visit: only advisors' columns take drops.
  const accepts = c.uuid !== null;
  const onDrop = (event: DragEvent<HTMLElement>) => {
    setOver(false);
    const dragged = drag.current;
    drag.current = null;
    if (!accepts || !dragged) return;
    event.preventDefault();
    props.onMove(dragged.appointment, dropTime(event, dragged.grabY, range, hours?.slotSizeMinutes ?? 15), c);
  };
  return (
    <section
      aria-label={`${c.name}, ${date}`}
      className={cn('relative border-l border-slate-200', over && 'bg-brand-50')}
      style={{ height }}
      onDragOver={(event) => {
        if (!accepts || !drag.current) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      {accepts && c.uuid && props.capacity && (
        <FreeSlotLinks
          date={date}
          advisor={{ uuid: c.uuid, name: c.name }}
          slots={props.capacity.freeSlotsByAdvisor.get(c.uuid) ?? []}
          range={range}
        />
      )}
      {hourMarks.slice(1, -1).map((m) => (
        <div
          key={m}
          aria-hidden="true"
          className="absolute inset-x-0 border-t border-slate-100"
          style={{ top: (m - range.startMinute) * pxPerMinute }}
        />
      ))}
      {nowMinute !== null && (
        <NowMarker top={(nowMinute - range.startMinute) * pxPerMinute} time={hhmm(nowMinute)} label={false} />
      )}
      <ul>
        {placeBlocks(mine).map((block) => (
          <BlockItem key={block.appointment.uuid} {...block} {...props} />
        ))}
      </ul>
    </section>
  );
}

/**
 * The advisor's free slots as links that start a booking at that time with that advisor: one tab
 * stop per column, the arrow keys move between its times. Blocks lie above them.
 */
function FreeSlotLinks({
  date,
  advisor,
  slots,
  range,
}: {
  date: string;
  advisor: { uuid: string; name: string };
  slots: FreeSlot[];
  range: Range;
}) {
  const roving = useRovingFocus(slots.map((s) => s.startTime));
  const { timeFormat } = useClock();
  const top = (time: string) => (minutesOf(`${date}T${time}:00`) - range.startMinute) * pxPerMinute;
  if (slots.length === 0) return null;
  return (
    <ul aria-label={`Free times with ${advisor.name} (arrow keys move between them)`}>
      {slots.map((slot) => (
        <li
          key={slot.startTime}
          className="absolute inset-x-0"
          style={{ top: top(slot.startTime), height: top(slot.endTime) - top(slot.startTime) }}
        >
          <Link
            href={bookingHref({ date, ...slot, advisorUuid: advisor.uuid })}
            {...roving(slot.startTime)}
            aria-label={`Book ${formatWallTime(slot.startTime, timeFormat)} with ${advisor.name}`}
            className="group flex h-full items-center rounded px-1 text-xs font-medium text-brand-800 hover:bg-brand-50 focus:bg-brand-50 focus-ring"
          >
            <span className="opacity-0 group-hover:opacity-100 group-focus:opacity-100">
              Book {formatWallTime(slot.startTime, timeFormat)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Why a dragged visit did not move, beside it; focus moves to it, so it is read out at once. */
function RefusalNote({ text, onDismiss }: { text: string; onDismiss: () => void }) {
  const note = useRef<HTMLDivElement>(null);
  useEffect(() => {
    note.current?.focus();
    note.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, []);
  return (
    <div
      ref={note}
      role="alert"
      tabIndex={-1}
      className="absolute top-full left-0 z-30 mt-1 w-64 max-w-[80vw] rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 shadow-md outline-none focus:ring-2 focus:ring-red-600"
    >
      <p>{text}</p>
      <button
        type="button"
        className="mt-1 text-sm font-medium underline underline-offset-2 focus-ring"
        onClick={onDismiss}
      >
        Dismiss
      </button>
    </div>
  );
}

function BlockItem({
  appointment,
  lane,
  lanes,
  range,
  drag,
  pendingUuid,
  refusal,
  onDismissRefusal,
  onActions,
}: ColumnProps & { appointment: Appointment; lane: number; lanes: number }) {
  const top = (minutesOf(appointment.appointmentStartDateTime) - range.startMinute) * pxPerMinute;
  const bottom = (minutesOf(appointment.appointmentEndDateTime) - range.startMinute) * pxPerMinute;
  const pending = pendingUuid === appointment.uuid;
  const grabbedAt = useRef<number | null>(null);
  const actions = useRef<HTMLButtonElement>(null);
  const movable = canMove(appointment) && pendingUuid === null;
  const { timeFormat } = useClock();
  return (
    <li
      className={cn('absolute px-0.5', pending && 'animate-pulse opacity-60', movable && 'cursor-grab')}
      style={{
        top,
        height: Math.max(bottom - top, 22),
        left: `${(lane / lanes) * 100}%`,
        width: `${100 / lanes}%`,
      }}
      draggable={movable}
      aria-busy={pending || undefined}
      onMouseDown={(event) => {
        // Where the block was grabbed, measured at the press: by dragstart the pointer has moved.
        grabbedAt.current = event.clientY - event.currentTarget.getBoundingClientRect().top;
      }}
      onDragStart={(event) => {
        if (!movable) return;
        const grabY = grabbedAt.current ?? event.clientY - event.currentTarget.getBoundingClientRect().top;
        drag.current = { appointment, grabY };
        event.dataTransfer.setData('text/plain', appointment.uuid);
        event.dataTransfer.effectAllowed = 'move';
      }}
      onDragEnd={() => {
        drag.current = null;
      }}
    >
      <AppointmentBlock appointment={appointment} className="h-full pr-7" />
      <button
        ref={actions}
        type="button"
        aria-label={`Actions for ${appointmentLabel(appointment, timeFormat)}`}
        className="absolute top-0.5 right-1 grid size-6 place-items-center rounded bg-white/80 text-slate-700 ring-1 ring-slate-300 hover:bg-white focus-ring"
        onClick={() => onActions(appointment)}
      >
        <span aria-hidden="true">⋯</span>
      </button>
      {pending && <span className="sr-only">Moving…</span>}
      {refusal?.appointmentUuid === appointment.uuid && (
        <RefusalNote
          text={refusal.text}
          onDismiss={() => {
            // Focus goes back to the visit the refusal was about.
            actions.current?.focus();
            onDismissRefusal();
          }}
        />
      )}
    </li>
  );
}
