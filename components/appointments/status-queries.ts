'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Appointment, appointmentApi } from './api';
import { movedEnd } from './detail-format';
import { appointmentKeys } from './queries';
import { moveVisit } from './visit-api';

/** Service-lane statuses an advisor sets by hand; the values are the API's own. */
export const laneStatuses = [
  { status: 'Show', label: 'Mark arrived', done: 'Marked arrived.' },
  { status: 'No Show', label: 'Mark no-show', done: 'Marked as a no-show.' },
  { status: 'Confirmed', label: 'Mark confirmed', done: 'Marked confirmed.' },
] as const;
export type LaneStatus = (typeof laneStatuses)[number]['status'];

/**
 * A status change through the one update operation (history and partner callbacks follow it).
 * Nothing is shown as changed until the server answers; then every view of the department reloads.
 */
export function useSetAppointmentStatus(departmentUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ appointment, status }: { appointment: Appointment; status: LaneStatus }) =>
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
