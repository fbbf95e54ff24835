import type { UseCaseContext } from '../core/context';
import type { Warning } from '../core/errors';
import type { AvailabilityRequest, AvailabilityResponse } from './availability.schemas';
import type { AvailabilityInputsWithSelection } from './availability-input-records';
import { availabilityInputs } from './availability-inputs';
import { windowRequestOf } from './availability-request';
import { availabilityWindow, pastDatesWarnings } from './availability-window';
import { evaluateSelection, type WindowRequest } from './evaluate-selection';
import { selectionState } from './selection-state';
import { type SlotFilter, toWireAvailability } from './to-wire-availability';

type Query = {
  refreshSelectionState?: 'true' | 'false';
  fetchAvailability?: 'true' | 'false';
  includeAllSlots?: 'true' | 'false';
};

export type AvailabilityInput = {
  params: { dealerDepartmentUUID: string };
  query: Query;
  body: AvailabilityRequest;
};

/** Everything an availability answer is made of, read at one instant (`request.now`). */
export type AvailabilityQuestion = {
  departmentUuid: string;
  windowWarnings: Warning[];
  inputs: AvailabilityInputsWithSelection;
  request: WindowRequest;
  filter: SlotFilter;
  refreshSelectionState: boolean;
};

/**
 * POST /department/{id}/availability: every slot of the requested days with available or not and
 * why, for the selected advisors, teams, transport options and services.
 */
export async function getAvailability(
  ctx: UseCaseContext,
  input: AvailabilityInput,
): Promise<AvailabilityResponse> {
  return answerAvailability(await availabilityQuestion(ctx, input));
}

/** The request's inputs (from memory where trusted, else read) and what the engine is asked. */
export async function availabilityQuestion(
  ctx: UseCaseContext,
  input: AvailabilityInput,
): Promise<AvailabilityQuestion> {
  const { body, query } = input;
  const departmentUuid = input.params.dealerDepartmentUUID;
  const now = new Date();
  const window = availabilityWindow(body.dates);
  const inputs = await availabilityInputs(ctx.db, { departmentUuid, dates: window.dates, body });
  return {
    departmentUuid,
    windowWarnings: window.warnings,
    inputs,
    request: windowRequestOf(body, window.dates, now),
    filter:
      query.includeAllSlots === 'true'
        ? 'all'
        : query.fetchAvailability === 'true'
          ? 'available'
          : 'unavailable',
    refreshSelectionState: query.refreshSelectionState === 'true',
  };
}

/** The answer to the question, evaluated at its instant. */
export function answerAvailability(question: AvailabilityQuestion): AvailabilityResponse {
  const { inputs, request } = question;
  const { scheduling, department, bookings, versions, selection } = inputs;
  const days = evaluateSelection(department, bookings, selection, request, versions);
  return {
    statusCode: 200,
    dealerDepartmentUuid: question.departmentUuid,
    timeZone: scheduling.timeZone,
    selectionState: question.refreshSelectionState ? selectionState(department, selection) : null,
    ...toWireAvailability(days, question.filter),
    errors: [],
    warnings: [
      ...question.windowWarnings,
      ...pastDatesWarnings(request.dates, { now: request.now, timeZone: scheduling.timeZone }),
    ],
  };
}
