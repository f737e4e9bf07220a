// The package ships no type declarations; these cover the two functions the data-folder and build locks use.
declare module 'fs-native-extensions' {
  /** Exclusive (or `shared`) open-file-description lock on `fd`, without waiting: false when another holds it. */
  export function tryLock(fd: number, offset?: number, length?: number, options?: { shared?: boolean }): boolean;
  export function unlock(fd: number, offset?: number, length?: number): void;
}
