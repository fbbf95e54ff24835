import type { EngineDepartment } from './engine/types';
import type { Selection } from './resolve-selection';

type State = 'SELECTED' | 'UNSELECTED' | 'DISABLED';

/**
 * refreshSelectionState: every advisor, team and transport option as selected, unselected (may be
 * added) or disabled (cannot combine with what is selected: an advisor outside the selected teams
 * or not taking the selected options, a team without the selected advisors, an option the
 * selected advisors or teams do not take).
 */
export function selectionState(department: EngineDepartment, selection: Selection) {
  const advisorRules = new Map(department.rules.advisors.map((a) => [a.dealerAssociateUuid, a]));
  const teamOptions = new Map(
    department.rules.teamTransportOptions.map((t) => [t.teamUuid, t.transportOptionUuids]),
  );
  const selectedAdvisors = new Set(selection.advisorUuids ?? []);
  const selectedTeams = new Set(selection.teamUuids);
  const selectedOptions = new Set(selection.transportOptionUuids);
  const takesOptions = (allowed: readonly string[] | null | undefined) =>
    !allowed || selectedOptions.size === 0 || [...selectedOptions].some((o) => allowed.includes(o));
  const state = (selected: boolean, possible: boolean): State =>
    selected ? 'SELECTED' : possible ? 'UNSELECTED' : 'DISABLED';

  return {
    dealerAssociates: department.advisors.map((a) => ({
      uuid: a.uuid,
      name: a.name,
      state: state(
        selectedAdvisors.has(a.uuid),
        (selectedTeams.size === 0 || a.teamUuids.some((t) => selectedTeams.has(t))) &&
          takesOptions(advisorRules.get(a.uuid)?.transportOptionUuids),
      ),
    })),
    teams: department.teams.map((t) => ({
      uuid: t.uuid,
      name: t.name,
      state: state(
        selectedTeams.has(t.uuid),
        (selectedAdvisors.size === 0 || t.advisorUuids.some((a) => selectedAdvisors.has(a))) &&
          takesOptions(teamOptions.get(t.uuid)),
      ),
    })),
    transportOptions: department.transportOptions.map((o) => ({
      uuid: o.uuid,
      name: o.name,
      state: state(
        selectedOptions.has(o.uuid),
        [...selectedAdvisors].every((a) => {
          const allowed = advisorRules.get(a)?.transportOptionUuids;
          return !allowed || allowed.includes(o.uuid);
        }) &&
          [...selectedTeams].every((t) => {
            const allowed = teamOptions.get(t);
            return !allowed || allowed.includes(o.uuid);
          }),
      ),
    })),
  };
}
