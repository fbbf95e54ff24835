'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Appointment, appointmentApi } from './api';
import { movedEnd } from './detail-format';
import { appointmentKeys } from './queries';
import { moveVisit } from './visit-api';

export { laneStatuses } from './lane-status';

/**
 * A status change through the one update operation (history and partner callbacks follow it), an
 * undo included. Nothing is shown as changed until the server answers; then every view of the
 * department reloads.
 */
export function useSetAppointmentStatus(departmentUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ appointment, status }: { appointment: Appointment; status: string }) =>
      appointmentApi.update(departmentUuid, appointment.uuid, { status }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentKeys.department(departmentUuid) }),
  });
}

export type Move = {
  appointment: Appointment;
  date: string;
  time: string;
  advisorUuid: string | null;
  /** The advisor's choice to tell the customer of the new time. */
  notifyCustomer: boolean;
};

/** A visit moved to another time and/or advisor; the schedule shows it there once the server agrees. */
export function useMoveAppointment(departmentUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ appointment, date, time, advisorUuid, notifyCustomer }: Move) => {
      const start = `${date}T${time}:00`;
      return moveVisit(departmentUuid, appointment.uuid, {
        appointmentStartDateTime: start,
        appointmentEndDateTime: movedEnd(appointment, start),
        assignedUserUuid: advisorUuid && advisorUuid !== appointment.assignedAdvisorUuid ? advisorUuid : null,
        notifyCustomer,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentKeys.department(departmentUuid) }),
  });
}
