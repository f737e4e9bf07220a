// Stands in for the `server-only` marker package, which throws when imported outside React Server Components.
export {};
