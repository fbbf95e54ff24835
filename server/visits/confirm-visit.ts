import { applyAppointmentUpdate } from '../appointments/update-appointment';
import type { UseCaseContext } from '../core/context';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import { visitChangeResult } from './visit-change-result';
import { linkActor, visitForChange } from './visit-for-change';

/** The customer confirms the visit from its link: the status becomes Confirmed, in the history as theirs. */
export async function confirmVisit(ctx: UseCaseContext, input: { params: { token: string } }) {
  const { token } = input.params;
  return pipelinedTransaction(ctx.db, async (tx) => {
    const row = await visitForChange(tx, { token, now: new Date(), kind: 'confirm' });
    if (row.status !== 'Confirmed') {
      await applyAppointmentUpdate(tx, {
        dealerUuid: row.dealerUuid,
        departmentUuid: row.departmentUuid,
        appointmentUuid: row.appointmentUuid,
        body: { status: 'Confirmed' },
        actor: linkActor(row),
      });
    }
    return visitChangeResult(tx, token);
  });
}
