// Rivet's private C layer: atomics on pointer-sized words, the per-thread resolution stack, striped locks
// and the creation monitor. Written once in C so that the code compiled on Linux is the code shipped on
// Apple platforms (the Synchronization module needs iOS 18; these need nothing). The memory model they
// serve is described in Documentation/Internals.md.
#ifndef RIVET_SHIMS_H
#define RIVET_SHIMS_H

#include <stdbool.h>
#include <stdint.h>

// MARK: Atomics (acquire/release on plain pointer-sized words)

static inline uintptr_t rivet_load_acquire(const uintptr_t *_Nonnull cell) {
    return __atomic_load_n(cell, __ATOMIC_ACQUIRE);
}

static inline void rivet_store_release(uintptr_t *_Nonnull cell, uintptr_t value) {
    __atomic_store_n(cell, value, __ATOMIC_RELEASE);
}

/// Sets the bits of `mask` in `cell`; returns the word before.
static inline uintptr_t rivet_fetch_or(uintptr_t *_Nonnull cell, uintptr_t mask) {
    return __atomic_fetch_or(cell, mask, __ATOMIC_ACQ_REL);
}

/// Keeps only the bits of `mask` in `cell`; returns the word before.
static inline uintptr_t rivet_fetch_and(uintptr_t *_Nonnull cell, uintptr_t mask) {
    return __atomic_fetch_and(cell, mask, __ATOMIC_ACQ_REL);
}

/// Adds `delta` (two's complement) to `cell`; returns the word after.
static inline uintptr_t rivet_add_fetch(uintptr_t *_Nonnull cell, uintptr_t delta) {
    return __atomic_add_fetch(cell, delta, __ATOMIC_ACQ_REL);
}

static inline bool rivet_compare_exchange(uintptr_t *_Nonnull cell, uintptr_t expected, uintptr_t desired) {
    return __atomic_compare_exchange_n(cell, &expected, desired, false, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
}

// MARK: The resolution stack (one per thread)

/// How many resolutions may be nested on one thread before Rivet reports the chain instead of recursing.
#define RIVET_MAX_DEPTH 128

/// One resolution in progress: which key, in which scope, and the creation cell it claimed, if any.
typedef struct {
    const void *_Nullable key;
    const void *_Nullable scope;
    /// The state word of the value this frame builds once (a singleton's or a flow's), or NULL.
    const uintptr_t *_Nullable cell;
    /// The lifecycle being built (Swift's `Lifecycle._frameCode`).
    uintptr_t lifecycle;
} rivet_frame;

typedef struct {
    intptr_t depth;
    /// The per-resolution cache of `.graph` components, owned (+1) while `depth > 0`.
    void *_Nullable graph;
    /// The factory bound by a `withCurrent` running on this thread, and the depth it was bound at: inside
    /// a `make`, a binding newer than the innermost frame wins over the frame's scope.
    const void *_Nullable binding;
    intptr_t binding_depth;
    /// The creation cell this thread waits for; read by other threads under the creation monitor only.
    const uintptr_t *_Nullable waiting_for;
    /// Parents that `Factory.deinit`s on this thread handed over (+1 each), released one at a time by the
    /// outermost one, so that releasing a chain of nested flows does not recurse (`rivet_release_push`).
    bool releasing;
    intptr_t release_count;
    intptr_t release_capacity;
    void *_Nullable *_Nullable release_spill;
    void *_Nullable release_inline[4];
    rivet_frame frames[RIVET_MAX_DEPTH];
} rivet_stack;

extern _Thread_local rivet_stack rivet_thread_stack;

static inline rivet_stack *_Nonnull rivet_stack_get(void) {
    return &rivet_thread_stack;
}

/// Pushes a frame. Returns the new depth (> 0); 0 when the stack is full; or `-(i + 1)` when frame `i`
/// already resolves the same key in the same scope (a dependency cycle). Nothing is pushed unless > 0.
static inline intptr_t rivet_push_frame(rivet_stack *_Nonnull stack, const void *_Nonnull key,
                                        const void *_Nonnull scope, uintptr_t lifecycle) {
    intptr_t depth = stack->depth;
    for (intptr_t i = 0; i < depth; i++) {
        if (stack->frames[i].key == key && stack->frames[i].scope == scope) return -(i + 1);
    }
    if (depth == RIVET_MAX_DEPTH) return 0;
    stack->frames[depth].key = key;
    stack->frames[depth].scope = scope;
    stack->frames[depth].cell = 0;
    stack->frames[depth].lifecycle = lifecycle;
    stack->depth = depth + 1;
    return depth + 1;
}

/// The frame at `index` (below the current depth) of `stack`.
static inline rivet_frame rivet_frame_at(const rivet_stack *_Nonnull stack, intptr_t index) {
    return stack->frames[index];
}

/// Pops the top frame. Returns the graph cache to release when the outermost resolution ends, else NULL.
static inline void *_Nullable rivet_pop_frame(rivet_stack *_Nonnull stack) {
    stack->depth -= 1;
    if (stack->depth == 0 && stack->graph != 0) {
        void *graph = stack->graph;
        stack->graph = 0;
        return graph;
    }
    return 0;
}

/// Hands over a +1 reference for the outermost `Factory.deinit` on this thread to release.
void rivet_release_push(rivet_stack *_Nonnull stack, void *_Nonnull object);
/// Takes back the reference handed over last, or NULL when none is left.
void *_Nullable rivet_release_pop(rivet_stack *_Nonnull stack);

// MARK: Creation cells

// A value built once (a singleton, a flow's component) has a state word: RIVET_CELL_EMPTY, RIVET_CELL_READY,
// or, while a thread builds it, the address of that thread's `rivet_stack`. The word is claimed and
// published under one process-wide monitor, which is held only for those few instructions, never while user
// code runs; a thread that finds the value being built waits on the monitor's condition.

#define RIVET_CELL_EMPTY ((uintptr_t)0)
#define RIVET_CELL_READY ((uintptr_t)1)

typedef enum {
    /// The caller now builds the value, then calls `rivet_cell_publish` or `rivet_cell_release`.
    rivet_claim_claimed,
    /// The value is ready (it was, or another thread published it while the caller waited).
    rivet_claim_ready,
    /// Waiting would close a cycle of threads each waiting for a value another one builds: a dependency
    /// cycle across threads. `rivet_cycle_chain` holds the keys.
    rivet_claim_cycle,
    /// The caller has waited `timeout_ms` for another thread's build; call again to go on waiting.
    rivet_claim_still_waiting,
} rivet_claim;

/// Claims `cell` for the calling thread (whose top frame resolves the cell's key), or waits until the
/// thread building it publishes or releases it. `timeout_ms` bounds one wait.
rivet_claim rivet_cell_claim(uintptr_t *_Nonnull cell, rivet_stack *_Nonnull stack, int timeout_ms);

/// Marks a claimed cell ready (its value was initialised before, by the caller) and wakes the waiters.
void rivet_cell_publish(uintptr_t *_Nonnull cell);

/// Returns a claimed cell to empty and wakes the waiters (a weak singleton, which keeps no value).
void rivet_cell_release(uintptr_t *_Nonnull cell);

/// The creation monitor, for the few words it guards besides cells (a weak singleton's reference). Never
/// held while user code runs.
void rivet_monitor_lock(void);
void rivet_monitor_unlock(void);

/// After `rivet_claim_cycle`: the keys of the cycle, first and last the same, valid until the next claim on
/// this thread.
intptr_t rivet_cycle_length(void);
const void *_Nullable rivet_cycle_key(intptr_t index);

// MARK: Striped locks

/// Locks one of a fixed set of mutexes, chosen by `object`'s address (lock striping: a lock per object
/// without an allocation per object). Hold it only around a few loads and stores, never while user code
/// runs, and never take a second one while holding one.
void rivet_stripe_lock(const void *_Nonnull object);
void rivet_stripe_unlock(const void *_Nonnull object);

// MARK: Word locks

// A lock of one object whose lock is held while user code may run (a parameterized key's cache hashes and
// compares the user's arguments under it), so that it cannot share a stripe with another lock; on a path
// where the lock is much of the cost (a warm cached value, issue 14: a pthread mutex cost 10% more there).
// Uncontended, locking is one compare-and-swap and unlocking one exchange, both in line. A thread that finds
// the lock held tries a while, then sleeps on a condition of the shims' own until an unlock wakes it: the
// scheme of glibc's and Rust's futex mutexes (0 free, 1 held, 2 held with sleepers), with a pthread mutex
// and condition, every result checked, in place of the futex, so that it runs wherever pthreads do.

typedef struct {
    uintptr_t state;
} rivet_word_lock;

/// Takes `lock` once it is free, sleeping meanwhile (the contended path of `rivet_word_lock_lock`).
void rivet_word_lock_wait(rivet_word_lock *_Nonnull lock);
/// Wakes the threads sleeping for word locks (the contended path of `rivet_word_lock_unlock`).
void rivet_word_lock_wake(void);

static inline void rivet_word_lock_lock(rivet_word_lock *_Nonnull lock) {
    uintptr_t expected = 0;
    if (!__atomic_compare_exchange_n(&lock->state, &expected, 1, false, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED)) {
        rivet_word_lock_wait(lock);
    }
}

static inline void rivet_word_lock_unlock(rivet_word_lock *_Nonnull lock) {
    if (__atomic_exchange_n(&lock->state, 0, __ATOMIC_RELEASE) == 2) rivet_word_lock_wake();
}

// MARK: Threads

/// Whether the caller runs on the process's main thread (where the main actor runs).
bool rivet_is_main_thread(void);

/// A number for the calling thread, given on its first call (1, 2, 3, ... in that order) and kept for the
/// thread's life; never reused in the process.
uint64_t rivet_thread_number(void);

/// A monotonic clock in nanoseconds, for durations only (its origin is unspecified): CLOCK_UPTIME_RAW on
/// Apple platforms, CLOCK_MONOTONIC elsewhere. Needs no Foundation and no ContinuousClock (iOS 16).
uint64_t rivet_monotonic_nanoseconds(void);

// MARK: Observation

/// The observed resolution running on this thread (Sources/Rivet/Observation): its number (0 when none), the
/// thread's resolution depth when it began, and where its outcome goes; `quiet` inside an observer's call or an
/// argument's description, where nothing is observed.
typedef struct {
    uint64_t resolution;
    intptr_t depth;
    void *_Nullable outcome;
    bool quiet;
} rivet_observation;

extern _Thread_local rivet_observation rivet_thread_observation;

static inline rivet_observation *_Nonnull rivet_observation_get(void) {
    return &rivet_thread_observation;
}

/// Writes `message` and a newline to standard error, unbuffered, as one line that writes from other threads do
/// not break into.
void rivet_write_error(const char *_Nonnull message);

// MARK: Launch context (the process environment, without Foundation)

/// The process environment: `NAME=value` entries, ending with NULL; NULL where the platform has none.
char *_Nullable const *_Nullable rivet_environment(void);

#endif
