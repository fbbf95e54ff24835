export type ApiWarning = { warningCode: string; warningDescription: string };

/**
 * A failed API call: HTTP status, the wire error code, a message an advisor can act on, and the
 * body's warnings (e.g. the APPT_RULE_WARN_* reasons behind SLOT_UNAVAILABLE).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly warnings: ApiWarning[];

  constructor(status: number, code: string, message: string, warnings: ApiWarning[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.warnings = warnings;
  }
}

type ErrorItem = {
  errorCode?: unknown;
  errorName?: string;
  errorTitle?: string;
  errorDescription?: string;
  errorMessage?: string;
  /** The administration family: `error: { code, message }`. */
  code?: unknown;
  message?: string;
};

/**
 * The operation families put their errors in different places (wire-facts §1.3): `errors: [...]`,
 * `error: [...]` or `error: {...}`, with the code as errorCode (text), errorTitle or errorName.
 */
export function apiErrorFrom(status: number, body: unknown): ApiError {
  const { errors, error, warnings } = (body ?? {}) as {
    errors?: ErrorItem[] | null;
    error?: ErrorItem[] | ErrorItem | null;
    warnings?: unknown;
  };
  const list = errors ?? error;
  const first: ErrorItem | undefined = Array.isArray(list) ? list[0] : (list ?? undefined);
  const code =
    first?.errorName ??
    first?.errorTitle ??
    (typeof first?.errorCode === 'string' ? first.errorCode : undefined) ??
    (typeof first?.code === 'string' ? first.code : undefined) ??
    'UNKNOWN_ERROR';
  const message =
    first?.errorDescription ??
    first?.errorMessage ??
    first?.message ??
    `The request failed (HTTP ${status}). Try again.`;
  const reasons = Array.isArray(warnings)
    ? warnings.filter(
        (w): w is ApiWarning =>
          typeof w?.warningCode === 'string' && typeof w?.warningDescription === 'string',
      )
    : [];
  return new ApiError(status, code, message, reasons);
}

/** Calls a JSON endpoint with the advisor's session cookie; a refusal becomes an ApiError. */
export async function requestJson<T>(
  method: string,
  path: string,
  body?: unknown,
  options: { headers?: Record<string, string> } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      // Cookie writes must be JSON even without a body (server/http/same-origin.ts).
      headers: {
        ...(body === undefined && method === 'GET' ? {} : { 'content-type': 'application/json' }),
        ...options.headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(
      0,
      'NETWORK_ERROR',
      'The server could not be reached. Check your connection and try again.',
    );
  }
  const json = (await response.json().catch(() => null)) as T | null;
  if (!response.ok || json === null) throw apiErrorFrom(response.status, json);
  return json;
}
