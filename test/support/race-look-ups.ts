import { askUntil } from './ask-until';

/**
 * Looks the slot up again and again while the booking runs; once the booking answered (and
 * `afterBooking` checked it), waits for five more look-ups and returns every look-up's answer that
 * began after the booking answered.
 */
export async function lookUpsAfterBooking<Answer, Booked>(
  lookUp: () => Promise<Answer>,
  book: () => Promise<Booked>,
  afterBooking: (booked: Booked) => Promise<void>,
): Promise<Answer[]> {
  let answeredAt = Number.POSITIVE_INFINITY;
  const afterAnswer: Answer[] = [];
  let stop = false;
  const racing = (async () => {
    while (!stop) {
      const started = performance.now();
      const answer = await lookUp();
      if (started > answeredAt) afterAnswer.push(answer);
      // A look-up from memory does no I/O: let the booking's replies in between two of them.
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  try {
    const booked = await book();
    answeredAt = performance.now();
    await afterBooking(booked);
    await askUntil(
      async () => afterAnswer.length,
      (n) => n >= 5,
      30,
    );
  } finally {
    stop = true;
    await racing;
  }
  return afterAnswer;
}
