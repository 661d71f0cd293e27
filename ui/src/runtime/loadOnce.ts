// Loads by key, each once: a finished value is kept (and readable at once
// with `ready`), concurrent callers share one load, and a failed load is
// forgotten so that the next call retries it.
export class LoadOnce<K, V> {
  // Parameter properties, not class fields: fields would bring the
  // compiler's defineProperty helpers into the first load (see ErrorBoundary).
  constructor(
    private readonly done = new Map<K, V>(),
    private readonly pending = new Map<K, Promise<V>>(),
  ) {}

  /** Forgets every value (the pre-render step, between builds of one process). */
  clear(): void {
    this.done.clear();
    this.pending.clear();
  }

  ready(key: K): V | undefined {
    return this.done.get(key);
  }

  get(key: K, load: () => Promise<V>): Promise<V> {
    if (this.done.has(key)) return Promise.resolve(this.done.get(key)!);
    let promise = this.pending.get(key);
    if (!promise) {
      promise = load().then(
        (value) => {
          this.done.set(key, value);
          this.pending.delete(key);
          return value;
        },
        (error: unknown) => {
          this.pending.delete(key);
          throw error;
        },
      );
      this.pending.set(key, promise);
    }
    return promise;
  }
}
