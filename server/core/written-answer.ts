/**
 * An answer the HTTP layer has checked against its contract and written as JSON once. A use case
 * that remembered it hands it back, and it is sent as these bytes: not built, checked or written
 * again. Only the HTTP layer makes one, after its check passed.
 */
export class WrittenAnswer {
  readonly #body: Uint8Array<ArrayBuffer>;

  private constructor(body: Uint8Array<ArrayBuffer>) {
    this.#body = body;
  }

  /** The JSON of an answer that passed its contract check, as `Response.json` would write it. */
  static ofChecked(answer: unknown): WrittenAnswer {
    return new WrittenAnswer(new TextEncoder().encode(JSON.stringify(answer)));
  }

  get byteLength(): number {
    return this.#body.byteLength;
  }

  /** The response `Response.json(answer, init)` would give; the body is copied into it (as for any bytes). */
  response(init: { status: number; headers: Record<string, string> }): Response {
    const typed = Object.keys(init.headers).some((name) => name.toLowerCase() === 'content-type');
    const headers = typed ? init.headers : { ...init.headers, 'content-type': 'application/json' };
    return new Response(this.#body, { status: init.status, headers });
  }
}

/**
 * An answer its use case would remember once written: the HTTP layer calls `remember` with its
 * written form only when the answer passed the contract check.
 */
export class AnswerToRemember<T> {
  constructor(
    readonly answer: T,
    readonly remember: (written: WrittenAnswer) => void,
  ) {}
}

/** What a use case may return to the HTTP layer: the answer, or one of the two above. */
export type Answer<T> = T | WrittenAnswer | AnswerToRemember<T>;
