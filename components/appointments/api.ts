import type { z } from 'zod';
import { ApiError, requestJson } from '@/components/request-json';
import type {
  AppointmentOut,
  AppointmentRequest,
  historyEntrySchema,
  ServiceItemInput,
} from '@/server/appointments/appointment.schemas';
import type { OpcodeDto } from '@/server/opcodes/opcode.schemas';
import type { DealerAssociateDto } from '@/server/users/manage.schemas';

export type Appointment = AppointmentOut;
export type AppointmentHistoryEntry = z.infer<typeof historyEntrySchema>;
export type ServiceItem = ServiceItemInput;

const call = <T>(method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown) =>
  requestJson<T>(method, path, body);

export type AppointmentWithHistory = { appointmentInfo: Appointment; history: AppointmentHistoryEntry[] };
export type SavedAppointment = {
  appointmentUuid: string;
  appointmentInfo: Appointment;
  warnings: Array<{ warningCode: string; warningDescription: string }>;
};
type ListPage = { serviceAppointments: Appointment[]; totalPages: number };

/** The most the list operation returns per page. */
const listPageSize = 100;
/** A week of one department fits in a few pages; more is a runaway, not a schedule. */
const maxListPages = 20;

const enc = encodeURIComponent;

export const appointmentApi = {
  byDate: async (departmentUuid: string, date: string): Promise<Appointment[]> => {
    const body = await call<{ serviceAppointments: Appointment[] }>(
      'GET',
      `/api/appointment/v2/dealerDepartment/${enc(departmentUuid)}/date/${enc(date)}`,
    );
    return body.serviceAppointments;
  },
  /** Every appointment from startDate to endDate (local days, inclusive), all pages. */
  inRange: async (departmentUuid: string, startDate: string, endDate: string): Promise<Appointment[]> => {
    const all: Appointment[] = [];
    for (let pageNumber = 1; pageNumber <= maxListPages; pageNumber++) {
      const page = await call<ListPage>(
        'POST',
        `/api/appointment/v2/department/${enc(departmentUuid)}/list`,
        {
          startDate,
          endDate,
          pageNumber,
          pageSize: listPageSize,
          orderBy: 'appointmentDateTime',
          sortAscending: true,
        },
      );
      all.push(...page.serviceAppointments);
      if (pageNumber >= page.totalPages) break;
    }
    return all;
  },
  get: (departmentUuid: string, appointmentUuid: string) =>
    call<AppointmentWithHistory>(
      'GET',
      `/api/appointment/v2/dealerDepartment/${enc(departmentUuid)}/uuid/${enc(appointmentUuid)}`,
    ),
  update: (
    departmentUuid: string,
    appointmentUuid: string,
    appointmentInformation: NonNullable<AppointmentRequest['appointmentInformation']>,
  ) =>
    call<SavedAppointment>(
      'PATCH',
      `/api/appointment/v2/department/${enc(departmentUuid)}/appointment/${enc(appointmentUuid)}`,
      { appointmentInformation },
    ),
  /** Every dealer associate of the department (manage API), keyed out of its map. */
  dealerAssociates: async (departmentUuid: string): Promise<DealerAssociateDto[]> => {
    const body = await call<{ dealerAssociates: Record<string, DealerAssociateDto> }>(
      'POST',
      '/api/manage/v2/department/dealerAssociate/list',
      { departmentUuids: [departmentUuid] },
    );
    return Object.values(body.dealerAssociates);
  },
  opcodes: async (dealerUuid: string, departmentUuid: string): Promise<OpcodeDto[]> => {
    const body = await call<{ operations: OpcodeDto[] }>(
      'POST',
      `/api/opcodes/v1/dealers/${enc(dealerUuid)}/operations/searches`,
      { dealerDepartmentUuid: departmentUuid, isValid: true },
    );
    return body.operations;
  },
};

export { ApiError };
