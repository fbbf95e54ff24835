import type { SchedulingRules } from './rules';

export type KnownEntities = { advisors: Set<string>; teams: Set<string>; options: Set<string> };

/**
 * The stored rules without what names an advisor, team or transport option the department no
 * longer has (removed since the rules were saved): read this way, the document can be saved back
 * as it is, which the save's reference check would otherwise refuse.
 */
export function withoutRemovedReferences(rules: SchedulingRules, known: KnownEntities): SchedulingRules {
  const options = (uuids: string[]) => uuids.filter((uuid) => known.options.has(uuid));
  return {
    ...rules,
    advisors: rules.advisors
      .filter((a) => known.advisors.has(a.dealerAssociateUuid))
      .map((a) =>
        a.transportOptionUuids ? { ...a, transportOptionUuids: options(a.transportOptionUuids) } : a,
      ),
    teamTransportOptions: rules.teamTransportOptions
      .filter((t) => known.teams.has(t.teamUuid))
      .map((t) => ({ ...t, transportOptionUuids: options(t.transportOptionUuids) })),
    transportOptions: rules.transportOptions.filter((o) => known.options.has(o.transportOptionUuid)),
  };
}

/** The advisors, teams and transport options a department has, as sets of uuids. */
export const knownEntitiesOf = (department: {
  advisors: { uuid: string }[];
  teams: { uuid: string }[];
  transportOptions: { uuid: string }[];
}): KnownEntities => ({
  advisors: new Set(department.advisors.map((a) => a.uuid)),
  teams: new Set(department.teams.map((t) => t.uuid)),
  options: new Set(department.transportOptions.map((o) => o.uuid)),
});
