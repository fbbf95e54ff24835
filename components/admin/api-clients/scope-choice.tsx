'use client';

import type { Scope } from '@/server/core/scopes';
import { scopeLabels } from './scope-labels';

/** One checkbox per scope, in plain words; scopes granted only dealership-wide are off per department. */
export function ScopeChoice({
  scopes,
  chosen,
  allowed,
  onChange,
  error,
}: {
  scopes: readonly Scope[];
  chosen: readonly Scope[];
  allowed: (scope: Scope) => boolean;
  onChange: (next: Scope[]) => void;
  error?: string;
}) {
  return (
    <fieldset className="space-y-1.5" aria-describedby={error ? 'scopes-error' : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800">What it may do</legend>
      <div className="grid gap-1.5 md:grid-cols-2">
        {scopes.map((scope) => (
          <label
            key={scope}
            className="flex items-start gap-2 text-sm text-slate-700 has-disabled:text-slate-400"
          >
            <input
              type="checkbox"
              className="mt-0.5 size-4 shrink-0"
              disabled={!allowed(scope)}
              checked={chosen.includes(scope) && allowed(scope)}
              onChange={(e) =>
                onChange(e.target.checked ? [...chosen, scope] : chosen.filter((s) => s !== scope))
              }
            />
            <span>
              {scopeLabels[scope]} <span className="font-mono text-xs text-slate-500">{scope}</span>
              {!allowed(scope) && (
                <span className="block text-xs">Only for all departments of the dealership</span>
              )}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id="scopes-error" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
