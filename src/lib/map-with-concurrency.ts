/**
 * `map` for async work with at most `limit` calls in flight; the results in the items' order. For fan-outs (a push to
 * every device) that must neither go one by one nor open a socket per item at once.
 */
export async function mapWithConcurrency<Item, Result>(items: ReadonlyArray<Item>, limit: number, work: (item: Item) => Promise<Result>): Promise<Result[]> {
  const results = new Array<Result>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as Item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(1, limit), items.length) }, lane));
  return results;
}
