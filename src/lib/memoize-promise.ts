/** The subset of `Map` and `WeakMap` that `memoizePromise` needs. */
type PromiseCache<K, V> = {
  get(key: K): Promise<V> | undefined;
  set(key: K, value: Promise<V>): unknown;
  delete(key: K): unknown;
};

/**
 * The promise `load` made for `key`, made once and shared by every caller. A promise that rejects is forgotten, so
 * the next call tries again instead of failing for as long as the process runs.
 */
export function memoizePromise<K, V>(cache: PromiseCache<K, V>, key: K, load: () => Promise<V>): Promise<V> {
  let promise = cache.get(key);
  if (!promise) {
    promise = load();
    cache.set(key, promise);
    promise.catch(() => cache.delete(key));
  }
  return promise;
}
