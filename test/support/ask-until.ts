/** Asks until `done` holds for the answer; how long it took, or a failure after `seconds`. */
export async function askUntil<T>(ask: () => Promise<T>, done: (answer: T) => boolean, seconds: number) {
  const started = Date.now();
  for (;;) {
    const answer = await ask();
    if (done(answer)) return { answer, afterMs: Date.now() - started };
    if (Date.now() - started > seconds * 1000)
      throw new Error(`still ${JSON.stringify(answer)} after ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
