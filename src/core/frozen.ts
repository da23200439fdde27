/**
 * Freezes a value and everything in it. What is kept and handed to many readers (a note's build, a
 * parsed block) is frozen, so a reader that tried to change it would fail at once instead of
 * changing it for the others.
 */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
