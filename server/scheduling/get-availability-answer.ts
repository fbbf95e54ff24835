import type { UseCaseContext } from '../core/context';
import { type Answer, AnswerToRemember } from '../core/written-answer';
import type { AvailabilityResponse } from './availability.schemas';
import { settledUntilMs } from './day-result-cache';
import {
  type AvailabilityInput,
  type AvailabilityQuestion,
  answerAvailability,
  availabilityQuestion,
} from './get-availability';
import { rememberAnswer, rememberedAnswer } from './remembered-availability-answers';

/**
 * Everything the answer is made of but the instant: the department's version (set-up and time
 * zone) and each day's bookings' stamp, the resolved selection, the rest of the engine's request,
 * the dates' warnings and the query.
 */
function answerKey(question: AvailabilityQuestion): string {
  const { versions, selection } = question.inputs;
  const { dates, now: _now, ...request } = question.request;
  return JSON.stringify([
    question.departmentUuid,
    versions.department,
    dates,
    dates.map((date) => versions.days.get(date) ?? null),
    selection,
    request,
    question.windowWarnings,
    question.filter,
    question.refreshSelectionState,
  ]);
}

/**
 * getAvailability for the route: while none of the dates can change with the clock (no slot past
 * or within a lead time, no past date), the same question is answered with the answer written
 * before, which a fresh evaluation would give byte for byte; its contract check and JSON are not
 * redone. Any other answer is evaluated as getAvailability does.
 */
export async function getAvailabilityAnswer(
  ctx: UseCaseContext,
  input: AvailabilityInput,
): Promise<Answer<AvailabilityResponse>> {
  const question = await availabilityQuestion(ctx, input);
  const { department, selection } = question.inputs;
  const { dates, now, recall } = question.request;
  const until = settledUntilMs(department, { opcodeUuids: selection.opcodeUuids, recall }, dates);
  if (now.getTime() > until) return answerAvailability(question);
  const key = answerKey(question);
  const written = rememberedAnswer(key, now.getTime());
  if (written) return written;
  return new AnswerToRemember(answerAvailability(question), (fresh) => rememberAnswer(key, fresh, until));
}
