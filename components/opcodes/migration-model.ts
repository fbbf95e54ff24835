/** The communication-code migration form: the mapping rows typed and what makes them previewable. */
export type MappingRow = { from: string; to: string };

export const emptyMappingRow: MappingRow = { from: '', to: '' };

/** The rows trimmed, without the ones left entirely blank. */
export function mappingsOf(rows: MappingRow[]): MappingRow[] {
  return rows
    .map((r) => ({ from: r.from.trim(), to: r.to.trim() }))
    .filter((r) => r.from !== '' || r.to !== '');
}

/** Why there is nothing to preview yet, or null when the mappings can be previewed. */
export function migrationProblem(mappings: MappingRow[], fillMissing: boolean): string | null {
  if (mappings.some((m) => m.from === '' || m.to === '')) {
    return 'Fill in both the current and the new code of every mapping, or remove the row.';
  }
  if (mappings.length === 0 && !fillMissing) {
    return 'Add a mapping or choose to fill missing codes: there is nothing to preview.';
  }
  return null;
}
