import type { SavedAppointment } from '@/components/appointments/api';
import { ApiError, requestJson } from '@/components/request-json';
import type { AppointmentRequest } from '@/server/appointments/appointment.schemas';
import type {
  CustomerWithVehiclesDto,
  SaveCustomerRequest,
  SavedVehicleDto,
} from '@/server/customers/customer.schemas';
import type { MenuDto, OpcodeDto } from '@/server/opcodes/opcode.schemas';
import type { AvailabilityRequest, AvailabilityResponse } from '@/server/scheduling/availability.schemas';

const enc = encodeURIComponent;

export type TransportOption = {
  transportOptionUuid: string;
  optionName: string;
  customName: string;
  showOnDealerApp: boolean;
  isPickupAndDelivery: boolean;
};

export type EligibleAdvisor = {
  uuid: string;
  name: string;
  department: { uuid: string; name: string };
  teamUuids: string[];
};

export type SavedCustomer = { customerUuid: string; isNewCustomer: boolean; vehicles: SavedVehicleDto[] };

/** The search API's page size limit; a department's catalog fits in a few pages. */
const catalogPageSize = 50;
const maxCatalogPages = 10;

async function allPages<T>(
  fetchPage: (startPosition: number) => Promise<{ totalCount: number; items: T[] }>,
) {
  const all: T[] = [];
  for (let page = 0; page < maxCatalogPages; page++) {
    const { totalCount, items } = await fetchPage(all.length);
    all.push(...items);
    if (items.length === 0 || all.length >= totalCount) break;
  }
  return all;
}

export const bookingApi = {
  searchCustomers: async (departmentUuid: string, term: string): Promise<CustomerWithVehiclesDto[]> =>
    (await bookingApi.searchCustomerPage(departmentUuid, term, 10)).customers,
  /** The first `maxResults` matches, and how many match in all. */
  searchCustomerPage: async (departmentUuid: string, term: string, maxResults: number) => {
    const query = new URLSearchParams({ searchTerm: term, maxResults: String(maxResults) });
    const body = await requestJson<{ matchingCount: number; matchingCustomers: CustomerWithVehiclesDto[] }>(
      'GET',
      `/api/customer/v2/department/${enc(departmentUuid)}/customer/list?${query}`,
    );
    return { customers: body.matchingCustomers, matchingCount: body.matchingCount };
  },
  getCustomer: async (departmentUuid: string, customerUuid: string): Promise<CustomerWithVehiclesDto> => {
    const body = await requestJson<{ customerWithVehicles: CustomerWithVehiclesDto }>(
      'GET',
      `/api/customer/v2/department/${enc(departmentUuid)}/customer/${enc(customerUuid)}`,
    );
    return body.customerWithVehicles;
  },
  /** Creates a customer; with searchForDuplicate the matching existing customer is updated instead. */
  saveCustomer: (departmentUuid: string, body: SaveCustomerRequest) =>
    requestJson<SavedCustomer>('POST', `/api/customer/v2/department/${enc(departmentUuid)}/customer`, body),
  /** Adds vehicles to a customer (the update merges: vehicles are added, nothing else changes). */
  updateCustomer: (departmentUuid: string, customerUuid: string, body: SaveCustomerRequest) =>
    requestJson<SavedCustomer>(
      'PUT',
      `/api/customer/v2/department/${enc(departmentUuid)}/customer/${enc(customerUuid)}`,
      body,
    ),
  opcodes: (dealerUuid: string, departmentUuid: string, vehicleMileage: number | null) =>
    allPages<OpcodeDto>(async (startPosition) => {
      const page = await requestJson<{ totalCount: number; operations: OpcodeDto[] }>(
        'POST',
        `/api/opcodes/v1/dealers/${enc(dealerUuid)}/operations/searches`,
        {
          dealerDepartmentUuid: departmentUuid,
          isValid: true,
          dealerAppSchedulerVisibility: true,
          vehicleMileage,
          resultSize: catalogPageSize,
          startPosition,
        },
      );
      return { totalCount: page.totalCount, items: page.operations };
    }),
  menus: (dealerUuid: string, departmentUuid: string) =>
    allPages<MenuDto>(async (startPosition) => {
      const page = await requestJson<{ totalCount: number; menus: MenuDto[] }>(
        'POST',
        `/api/opcodes/v1/dealers/${enc(dealerUuid)}/menus/searches`,
        {
          dealerDepartmentUuid: departmentUuid,
          isValid: true,
          dealerAppSchedulerVisibility: true,
          resultSize: catalogPageSize,
          startPosition,
        },
      );
      return { totalCount: page.totalCount, items: page.menus };
    }),
  transportOptions: async (departmentUuid: string): Promise<TransportOption[]> => {
    const body = await requestJson<{ transportOptionList: TransportOption[] }>(
      'GET',
      `/api/appointment/v2/department/${enc(departmentUuid)}/transportOption/list`,
    );
    return body.transportOptionList.filter((o) => o.showOnDealerApp);
  },
  eligibleAdvisors: async (dealerUuid: string, departmentUuid: string): Promise<EligibleAdvisor[]> => {
    const body = await requestJson<{ advisors: EligibleAdvisor[] }>(
      'GET',
      `/api/appointment/v2/dealer/${enc(dealerUuid)}/eligibleAdvisor/list?${new URLSearchParams({ departmentUuid })}`,
    );
    return body.advisors;
  },
  /** Every slot of the days asked, available or not and why. */
  availability: (departmentUuid: string, body: AvailabilityRequest) =>
    requestJson<AvailabilityResponse>(
      'POST',
      `/api/appointment/v2/department/${enc(departmentUuid)}/availability?includeAllSlots=true`,
      body,
    ),
  /**
   * Books the appointment. The Idempotency-Key makes a repeated submit (double click, retry after a
   * lost answer) return the first booking instead of making a second one.
   */
  createAppointment: (dealerUuid: string, body: AppointmentRequest, idempotencyKey: string) =>
    requestJson<SavedAppointment>('POST', `/api/appointment/v2/dealer/${enc(dealerUuid)}/appointment`, body, {
      headers: { 'idempotency-key': idempotencyKey },
    }),
};

export { ApiError };
