/** Asks again until `check` holds (its answer returned) or the time is up (the last answer's failure thrown). */
export async function eventually<T>(ask: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await ask();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`still not as expected after ${timeoutMs} ms: ${JSON.stringify(value)?.slice(0, 500)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
