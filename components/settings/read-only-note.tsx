import { Alert } from '@/components/ui/alert';

/** Why the page cannot be changed here, and who can change it. */
export function ReadOnlyNote({ what }: { what: string }) {
  return (
    <Alert tone="info" data-testid="read-only-note">
      You can view {what} but not change them: only dealership administrators and people with the authority to
      change scheduling settings can. Ask your dealership administrator.
    </Alert>
  );
}
