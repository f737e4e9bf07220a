/** An object's own [key, value] pairs in their order, its keys keeping their type (`Object.entries` widens them to string). */
export function entriesOf<T extends Record<string, unknown>>(object: T): Array<[keyof T & string, T[keyof T & string]]> {
  return Object.entries(object) as Array<[keyof T & string, T[keyof T & string]]>;
}
