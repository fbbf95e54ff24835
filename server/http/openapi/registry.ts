import * as admin from '../../admin/contracts';
import * as appointments from '../../appointments/contracts';
import * as conversations from '../../conversations/contracts';
import type { AnyContract } from '../../core/contract';
import * as customers from '../../customers/contracts';
import * as health from '../../health/contracts';
import * as messaging from '../../messaging/contracts';
import * as online from '../../online/contracts';
import * as onlineRecalls from '../../online/recall-contracts';
import * as opcodes from '../../opcodes/contracts';
import * as payments from '../../payments/contracts';
import * as recalls from '../../recalls/contracts';
import * as scheduling from '../../scheduling/contracts';
import * as schedulingHours from '../../scheduling/hours-contracts';
import * as sessions from '../../sessions/contracts';
import * as trips from '../../trips/contracts';
import * as users from '../../users/contracts';
import * as visits from '../../visits/contracts';

/** Every contract of the service: the OpenAPI document is built from this list. */
export const allContracts: AnyContract[] = [
  ...Object.values(users),
  ...Object.values(customers),
  ...Object.values(messaging),
  ...Object.values(conversations),
  ...Object.values(appointments),
  ...Object.values(health),
  ...Object.values(scheduling),
  schedulingHours.getHoursOfOperationContract,
  ...Object.values(opcodes),
  ...Object.values(payments),
  ...Object.values(trips),
  ...Object.values(admin),
  ...Object.values(online),
  ...Object.values(onlineRecalls),
  ...Object.values(recalls),
  ...Object.values(visits),
  sessions.listOwnSessionsContract,
  sessions.endOwnSessionContract,
] as AnyContract[];
