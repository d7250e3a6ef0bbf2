// Rivet's C layer: primitives only, in the shape of swift-nio's CNIOAtomics. Atomics on pointer-sized
// words, the thread-local pointer, a statically initialised mutex and condition, a clock, the environment
// and standard error: what Swift cannot spell without the Synchronization module (iOS 18) or Foundation.
// The protocols built on them (the resolution stack, claim/publish, the cycle search) are Swift, in
// Sources/Rivet/Engine; Documentation/Internals.md describes the memory model.
#ifndef RIVET_SHIMS_H
#define RIVET_SHIMS_H

#include <stdbool.h>
#include <stdint.h>

// MARK: Word atomics

static inline uintptr_t rivet_load_acquire(const uintptr_t *_Nonnull cell) {
    return __atomic_load_n(cell, __ATOMIC_ACQUIRE);
}

static inline void rivet_store_release(uintptr_t *_Nonnull cell, uintptr_t value) {
    __atomic_store_n(cell, value, __ATOMIC_RELEASE);
}

static inline bool rivet_compare_exchange(uintptr_t *_Nonnull cell, uintptr_t expected, uintptr_t desired) {
    return __atomic_compare_exchange_n(cell, &expected, desired, false, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
}

// Read-modify-write operations, acquire-release, made by one macro as CNIOAtomics makes its own.
#define RIVET_RMW(name, builtin)                                                               \
    static inline uintptr_t rivet_##name(uintptr_t *_Nonnull cell, uintptr_t operand) {        \
        return builtin(cell, operand, __ATOMIC_ACQ_REL);                                       \
    }
/// `rivet_fetch_or(cell, mask)` sets the bits of `mask` in `cell`; returns the word before.
RIVET_RMW(fetch_or, __atomic_fetch_or)
/// `rivet_fetch_and(cell, mask)` keeps only the bits of `mask` in `cell`; returns the word before.
RIVET_RMW(fetch_and, __atomic_fetch_and)
/// `rivet_exchange(cell, value)` stores `value` in `cell`; returns the word before.
RIVET_RMW(exchange, __atomic_exchange_n)
/// `rivet_add_fetch(cell, delta)` adds `delta` (two's complement) to `cell`; returns the word after.
RIVET_RMW(add_fetch, __atomic_add_fetch)

// MARK: The thread-local pointer

/// The calling thread's state (Rivet's `_ResolutionStack`), NULL until `rivet_thread_state_set`.
extern _Thread_local void *_Nullable rivet_thread_state;

static inline void *_Nullable rivet_thread_state_get(void) { return rivet_thread_state; }

/// Makes `state` the calling thread's, and has `destroy(state)` called when the thread exits (through a
/// pthread key's destructor). Every caller passes the same `destroy`.
void rivet_thread_state_set(void *_Nonnull state, void (*_Nonnull destroy)(void *_Nonnull));

// MARK: The creation monitor (a statically initialised mutex and condition)

void rivet_monitor_lock(void);
void rivet_monitor_unlock(void);
/// Waits, holding the monitor, for a broadcast or `timeout_ms`; returns false on timeout.
bool rivet_monitor_wait(int timeout_ms);
/// Wakes every thread waiting on the monitor. Call holding it.
void rivet_monitor_broadcast(void);

// MARK: Threads, clock, environment, standard error

/// Whether the caller runs on the process's main thread (where the main actor runs).
bool rivet_is_main_thread(void);

/// A monotonic clock in nanoseconds, for durations only (its origin is unspecified): CLOCK_UPTIME_RAW on
/// Apple platforms, CLOCK_MONOTONIC elsewhere. Needs no Foundation and no ContinuousClock (iOS 16).
uint64_t rivet_monotonic_nanoseconds(void);

/// The process environment: `NAME=value` entries, ending with NULL; NULL where the platform has none.
char *_Nullable const *_Nullable rivet_environment(void);

/// Writes `message` and a newline to standard error, unbuffered, as one line that writes from other threads do
/// not break into.
void rivet_write_error(const char *_Nonnull message);

#endif
