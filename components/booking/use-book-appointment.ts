'use client';

import { type Dispatch, useRef } from 'react';
import { refusalText } from '@/components/appointments/refusal-text';
import { ApiError } from './api';
import { appointmentRequestOf, firstOpenStep, slotRetryCodes, stepProblem } from './booking-model';
import type { BookingAction, BookingState } from './booking-state';
import { useCreateAppointment } from './queries';
import { useSlotFit } from './use-slot-fit';
import type { WalkIn } from './walk-in-override';

/**
 * Books the reviewed appointment: checks the time once more, creates it under the review's
 * Idempotency-Key, and sends the advisor back to the calendar when the time was taken meanwhile.
 */
export function useBookAppointment(
  dealerUuid: string,
  departmentUuid: string,
  today: string,
  dispatch: Dispatch<BookingAction>,
) {
  // A second click while the first request runs must not book again (state updates come too late).
  const inFlight = useRef(false);
  const slotFit = useSlotFit(departmentUuid, today);
  const create = useCreateAppointment(dealerUuid, departmentUuid);

  return async function book(
    state: BookingState,
    context: { transportOptionCount: number },
    walkIn: WalkIn | null = null,
  ) {
    if (inFlight.current) return;
    const { draft, reviewKey } = state;
    const body = withWalkIn(appointmentRequestOf(draft, departmentUuid), walkIn);
    const slot = draft.slot;
    if (!body || !slot || !reviewKey) {
      const problem = stepProblem(firstOpenStep(draft, context, state.flow), draft, context);
      dispatch({ type: 'bookingFailed', message: problem ?? 'Complete every step first.' });
      return;
    }
    inFlight.current = true;
    dispatch({ type: 'bookingChecking' });
    try {
      // Others book while the advisor reviews: check the time once more right before booking (a
      // walk-in's time is booked over the rules, and the server checks the rest).
      const check = walkIn ? { ok: true as const } : await slotFit(draft, slot);
      if (!check.ok) {
        dispatch({ type: 'slotLost', slot, reasons: check.reasons, nearest: check.nearest });
        dispatch({ type: 'openStep', step: 'slot' });
        return;
      }
      dispatch({ type: 'bookingCreating' });
      dispatch({ type: 'booked', saved: await create.mutateAsync({ body, idempotencyKey: reviewKey }) });
    } catch (error) {
      if (error instanceof ApiError && slotRetryCodes.has(error.code)) {
        const text = refusalText(error, { start: slot.startDateTime });
        dispatch({ type: 'slotLost', slot, reasons: text.reasons.length > 0 ? text.reasons : [text.title] });
        dispatch({ type: 'openStep', step: 'slot' });
        return;
      }
      const message =
        error instanceof ApiError
          ? refusalText(error, { start: slot.startDateTime }).title
          : error instanceof Error
            ? error.message
            : 'The appointment could not be booked. Try again.';
      dispatch({ type: 'bookingFailed', message });
    } finally {
      inFlight.current = false;
      dispatch({ type: 'bookingSettled' });
    }
  };
}

/** The create body of a walk-in booked over the rules: the override and its reason. */
function withWalkIn<T extends ReturnType<typeof appointmentRequestOf>>(body: T, walkIn: WalkIn | null): T {
  if (!body || !walkIn) return body;
  return {
    ...body,
    appointmentInformation: {
      ...body.appointmentInformation,
      isOverridden: true,
      overrideReason: walkIn.reason,
    },
  };
}
