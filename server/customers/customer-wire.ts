import { numberForCode, type WarningCode } from '../core/error-codes';
import type { Customer, CustomerEmail, CustomerPhone, Vehicle } from '../db/schema';
import type { CustomerDto, CustomerWithVehiclesDto, VehicleDto } from './customer.schemas';

/** The one mapping from customer rows to the Customer API's wire objects. */

export type CustomerWarning = { warningCode: number; warningTitle: string; warningMessage: string };

export const customerWarning = (code: WarningCode, message: string): CustomerWarning => ({
  warningCode: numberForCode(code, 200),
  warningTitle: code,
  warningMessage: message,
});

export function toCustomerDto(
  customer: Customer,
  phones: CustomerPhone[],
  emails: CustomerEmail[],
): CustomerDto {
  return {
    customerUuid: customer.uuid,
    customerKey: customer.customerKey,
    firstName: customer.firstName,
    middleName: customer.middleName,
    lastName: customer.lastName,
    company: customer.company,
    isBusiness: customer.isBusiness,
    preferredLocale: customer.preferredLocale,
    preferredCommunication: customer.preferredCommunication,
    emails: emails.map((e) => ({
      emailUuid: e.uuid,
      emailAddress: e.emailAddress,
      label: e.label,
      okToEmail: e.okToEmail,
      isPreferred: e.isPreferred,
      comments: e.comments,
    })),
    phoneNumbers: phones.map((p) => ({
      phoneUuid: p.uuid,
      phoneNumber: p.phoneNumber,
      label: p.label,
      okToCall: p.okToCall,
      okToText: p.okToText,
      isPreferred: p.isPreferred,
      optInStatus: p.optInStatus,
      comments: p.comments,
    })),
  };
}

export const toVehicleDto = (v: Vehicle): VehicleDto => ({
  vehicleUuid: v.uuid,
  vin: v.vin,
  vehicleKey: v.vehicleKey,
  vehicleMake: v.make,
  vehicleModel: v.model,
  vehicleYear: v.year,
  vehicleTrim: v.trim,
  vehicleEngine: v.engine,
  estimatedMileage: v.mileage,
  licensePlate: v.licensePlate,
  color: v.color,
  isValid: v.isValid,
});

/** Groups the rows of a page of customers (loaded in one query per table) into wire objects. */
export function toCustomersWithVehicles(
  customers: Customer[],
  rows: { phones: CustomerPhone[]; emails: CustomerEmail[]; vehicles: Vehicle[] },
): CustomerWithVehiclesDto[] {
  const byCustomer = <T extends { customerUuid: string }>(items: T[]) => {
    const grouped = new Map<string, T[]>();
    for (const item of items) {
      const list = grouped.get(item.customerUuid);
      if (list) list.push(item);
      else grouped.set(item.customerUuid, [item]);
    }
    return grouped;
  };
  const phones = byCustomer(rows.phones);
  const emails = byCustomer(rows.emails);
  const vehicles = byCustomer(rows.vehicles);
  return customers.map((c) => ({
    customer: toCustomerDto(c, phones.get(c.uuid) ?? [], emails.get(c.uuid) ?? []),
    vehicles: (vehicles.get(c.uuid) ?? []).map(toVehicleDto),
  }));
}
