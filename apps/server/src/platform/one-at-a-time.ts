/**
 * Runs work for one key at a time on this server, in arrival order (other keys run alongside). For tries
 * that are counted before they are checked: a person's parallel requests wait their turn instead of holding
 * several counted tries at once, which would lock out a person whose every try was right.
 */
export function oneAtATime() {
  const tails = new Map<string, Promise<void>>();
  return async <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const previous = tails.get(key);
    let done = () => {};
    const tail = new Promise<void>((resolve) => {
      done = resolve;
    });
    tails.set(key, tail);
    await previous;
    try {
      return await work();
    } finally {
      done();
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}
