import type { AuditEntry } from '../api';

/** The action's words for people; an unknown one is shown as it is stored. */
const actionLabels: Record<string, string> = {
  'advisor.create': 'Created an advisor',
  'apiClient.create': 'Created an API client',
  'apiClient.rotate': 'Made a new API client secret',
  'apiClient.revoke': 'Revoked an API client',
  'apiClient.callbackSecret.rotate': 'Made a new callback signing secret',
  'authorities.update': 'Changed authorities',
  'dealer.create': 'Created the dealership',
  'dealer.update': 'Changed the dealership profile',
  'dealerAdmin.grant': 'Made an administrator',
  'dealerAdmin.revoke': 'Removed an administrator',
  'driver.mark': 'Marked a driver',
  'driver.unmark': 'Unmarked a driver',
  'delivery.replay': 'Replayed a callback',
  'department.create': 'Created a department',
  'department.update': 'Changed a department',
  'opcode.create': 'Created an opcode',
  'opcode.update': 'Changed an opcode',
  'opcode.communicationCodes.migrate': 'Migrated communication codes',
  'operator.create': 'Created the operator',
  'schedulingSettings.update': 'Changed the scheduling settings',
  'team.create': 'Created a team',
  'team.rename': 'Renamed a team',
  'team.retire': 'Retired a team',
  'team.member.add': 'Added a team member',
  'team.member.remove': 'Removed a team member',
  'transportOption.create': 'Created a transport option',
  'transportOption.rename': 'Renamed a transport option',
  'transportOption.retire': 'Retired a transport option',
  'user.deactivate': 'Deactivated someone',
  'user.password.change': 'Changed their password',
  'user.password.reset': 'Reset a password',
  'user.signOutEverywhere': 'Signed out everywhere',
  'user.session.end': 'Ended one of their sessions',
};

/** What the entry is about: the name of the thing, else its username, when the state has one. */
export function auditSubject(entry: Pick<AuditEntry, 'before' | 'after'>): string | null {
  const state = entry.after ?? entry.before ?? {};
  for (const key of ['name', 'customName', 'username']) {
    const value = state[key];
    if (typeof value === 'string') return value;
  }
  return null;
}

export const actionLabel = (action: string): string => actionLabels[action] ?? action;
