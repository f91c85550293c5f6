/** Lets something happen at most once per `intervalMs`; the first attempt always passes. */
export interface Throttle {
  /** True (and the interval restarts) when enough time has passed since the last pass. */
  tryPass(nowMs: number): boolean;
  /** Counts `nowMs` as a pass without asking, e.g. a login that has just set a fresh deadline. */
  markPassed(nowMs: number): void;
  reset(): void;
}

export function createThrottle(intervalMs: number): Throttle {
  let lastPassMs: number | null = null;
  return {
    tryPass(nowMs) {
      if (lastPassMs !== null && nowMs - lastPassMs < intervalMs) return false;
      lastPassMs = nowMs;
      return true;
    },
    markPassed(nowMs) {
      lastPassMs = nowMs;
    },
    reset() {
      lastPassMs = null;
    },
  };
}

/** True once, then false until `reset`: a message shown once until things are back to normal. */
export interface Latch {
  fire(): boolean;
  /** Re-arms the latch; true when it had fired, i.e. there is a message to take back. */
  reset(): boolean;
}

export function createLatch(): Latch {
  let fired = false;
  return {
    fire() {
      if (fired) return false;
      fired = true;
      return true;
    },
    reset() {
      const wasFired = fired;
      fired = false;
      return wasFired;
    },
  };
}
