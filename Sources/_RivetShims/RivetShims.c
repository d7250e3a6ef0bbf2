#include "RivetShims.h"

#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#if defined(__linux__)
#include <sys/syscall.h>
#endif

_Thread_local rivet_stack rivet_thread_stack;
_Thread_local rivet_observation rivet_thread_observation;

/// Stops the program when a pthread call fails: every result is checked, as swift-nio's `NIOLock` does.
static void rivet_check(int result, const char *what) {
    if (result == 0) return;
    fprintf(stderr, "Rivet: internal error: %s failed: %s\n", what, strerror(result));
    abort();
}

// MARK: Deferred releases

void rivet_release_push(rivet_stack *stack, void *object) {
    intptr_t inline_capacity = (intptr_t)(sizeof stack->release_inline / sizeof stack->release_inline[0]);
    if (stack->release_count < inline_capacity) {
        stack->release_inline[stack->release_count++] = object;
        return;
    }
    intptr_t spilled = stack->release_count - inline_capacity;
    if (spilled == stack->release_capacity) {
        intptr_t capacity = stack->release_capacity == 0 ? 16 : stack->release_capacity * 2;
        void **grown = realloc(stack->release_spill, (size_t)capacity * sizeof(void *));
        if (grown == NULL) {
            fputs("Rivet: internal error: out of memory releasing nested flows\n", stderr);
            abort();
        }
        stack->release_spill = grown;
        stack->release_capacity = capacity;
    }
    stack->release_spill[spilled] = object;
    stack->release_count += 1;
}

void *rivet_release_pop(rivet_stack *stack) {
    intptr_t inline_capacity = (intptr_t)(sizeof stack->release_inline / sizeof stack->release_inline[0]);
    if (stack->release_count == 0) {
        free(stack->release_spill);
        stack->release_spill = NULL;
        stack->release_capacity = 0;
        return NULL;
    }
    stack->release_count -= 1;
    if (stack->release_count < inline_capacity) return stack->release_inline[stack->release_count];
    return stack->release_spill[stack->release_count - inline_capacity];
}

// MARK: Striped locks

// Statically initialised mutexes: no allocation, nothing to destroy, valid from the first instruction.
#define RIVET_STRIPES 64
#define RIVET_STRIPE_INIT_8 PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER, \
    PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER, \
    PTHREAD_MUTEX_INITIALIZER
static pthread_mutex_t rivet_stripes[RIVET_STRIPES] = {
    RIVET_STRIPE_INIT_8, RIVET_STRIPE_INIT_8, RIVET_STRIPE_INIT_8, RIVET_STRIPE_INIT_8,
    RIVET_STRIPE_INIT_8, RIVET_STRIPE_INIT_8, RIVET_STRIPE_INIT_8, RIVET_STRIPE_INIT_8,
};

static pthread_mutex_t *rivet_stripe(const void *object) {
    uintptr_t address = (uintptr_t)object;
    return &rivet_stripes[(address >> 4 ^ address >> 10) % RIVET_STRIPES];
}

void rivet_stripe_lock(const void *object) { rivet_check(pthread_mutex_lock(rivet_stripe(object)), "pthread_mutex_lock"); }
void rivet_stripe_unlock(const void *object) { rivet_check(pthread_mutex_unlock(rivet_stripe(object)), "pthread_mutex_unlock"); }

// MARK: Word locks

// Where threads sleep while a word lock is held: one mutex and condition for all word locks (a cache's lock
// is held for a hash and a comparison: contention is brief), never held while user code runs.
static pthread_mutex_t rivet_word_lock_sleepers = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t rivet_word_lock_woken = PTHREAD_COND_INITIALIZER;

void rivet_word_lock_wait(rivet_word_lock *lock) {
    // A few tries before sleeping: the holder is likely to be done in a few hundred nanoseconds.
    for (int attempt = 0; attempt < 100; attempt++) {
        uintptr_t expected = 0;
        if (__atomic_load_n(&lock->state, __ATOMIC_RELAXED) == 0 &&
            __atomic_compare_exchange_n(&lock->state, &expected, 1, false, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED)) {
            return;
        }
    }
    rivet_check(pthread_mutex_lock(&rivet_word_lock_sleepers), "pthread_mutex_lock");
    // Marking the lock 2 makes its holder's unlock wake the sleepers; the exchange that finds it free takes
    // it, as 2, since other sleepers may remain. Mark and sleep happen under the sleepers' mutex, which a
    // waking unlock takes before it broadcasts: no wake-up is lost between them.
    while (__atomic_exchange_n(&lock->state, 2, __ATOMIC_ACQUIRE) != 0) {
        rivet_check(pthread_cond_wait(&rivet_word_lock_woken, &rivet_word_lock_sleepers), "pthread_cond_wait");
    }
    rivet_check(pthread_mutex_unlock(&rivet_word_lock_sleepers), "pthread_mutex_unlock");
}

void rivet_word_lock_wake(void) {
    rivet_check(pthread_mutex_lock(&rivet_word_lock_sleepers), "pthread_mutex_lock");
    rivet_check(pthread_cond_broadcast(&rivet_word_lock_woken), "pthread_cond_broadcast");
    rivet_check(pthread_mutex_unlock(&rivet_word_lock_sleepers), "pthread_mutex_unlock");
}

// MARK: The creation monitor

static pthread_mutex_t rivet_monitor = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t rivet_monitor_changed = PTHREAD_COND_INITIALIZER;

void rivet_monitor_lock(void) { rivet_check(pthread_mutex_lock(&rivet_monitor), "pthread_mutex_lock"); }
void rivet_monitor_unlock(void) { rivet_check(pthread_mutex_unlock(&rivet_monitor), "pthread_mutex_unlock"); }

/// Waits for the monitor's condition for at most `timeout_ms`. Returns false on timeout.
static bool rivet_monitor_wait(int timeout_ms) {
    struct timespec deadline;
    rivet_check(clock_gettime(CLOCK_REALTIME, &deadline) == 0 ? 0 : errno, "clock_gettime");
    deadline.tv_sec += timeout_ms / 1000;
    deadline.tv_nsec += (long)(timeout_ms % 1000) * 1000000L;
    if (deadline.tv_nsec >= 1000000000L) {
        deadline.tv_sec += 1;
        deadline.tv_nsec -= 1000000000L;
    }
    int result = pthread_cond_timedwait(&rivet_monitor_changed, &rivet_monitor, &deadline);
    if (result == ETIMEDOUT) return false;
    rivet_check(result, "pthread_cond_timedwait");
    return true;
}

static void rivet_monitor_broadcast(void) {
    rivet_check(pthread_cond_broadcast(&rivet_monitor_changed), "pthread_cond_broadcast");
}

// MARK: Cycles across threads

#define RIVET_MAX_CYCLE (4 * RIVET_MAX_DEPTH)
static _Thread_local const void *rivet_cycle_keys[RIVET_MAX_CYCLE];
static _Thread_local intptr_t rivet_cycle_count;

intptr_t rivet_cycle_length(void) { return rivet_cycle_count; }
const void *rivet_cycle_key(intptr_t index) { return rivet_cycle_keys[index]; }

static void rivet_cycle_append(const void *key) {
    if (rivet_cycle_count < RIVET_MAX_CYCLE) rivet_cycle_keys[rivet_cycle_count++] = key;
}

/// Appends the keys `thread` resolves from the frame that claimed `cell` up to its innermost frame,
/// skipping the first when `skip_first`. The thread is waiting under the monitor, so its frames hold still.
static void rivet_cycle_append_segment(const rivet_stack *thread, const uintptr_t *cell, bool skip_first) {
    intptr_t start = 0;
    while (start < thread->depth && thread->frames[start].cell != cell) start++;
    for (intptr_t i = start + (skip_first ? 1 : 0); i < thread->depth; i++) rivet_cycle_append(thread->frames[i].key);
}

/// The thread building `cell`, or NULL if nobody builds it. Under the monitor.
static rivet_stack *rivet_builder(const uintptr_t *cell) {
    uintptr_t state = *cell;
    return state == RIVET_CELL_EMPTY || state == RIVET_CELL_READY ? NULL : (rivet_stack *)state;
}

/// Whether `me` waiting for `cell` would close a cycle of waiting threads; if so, records its keys. Under
/// the monitor. The cycle's keys start at the cell `me` builds that the last thread waits for.
static bool rivet_find_cycle(rivet_stack *me, const uintptr_t *cell) {
    // Walk builder -> the cell it waits for -> that cell's builder ... until the chain ends or reaches me.
    const uintptr_t *wanted = cell;
    rivet_stack *builder = rivet_builder(cell);
    intptr_t steps = 0;
    while (builder != NULL && builder != me) {
        if (builder->waiting_for == NULL || ++steps > 4096) return false;
        wanted = builder->waiting_for;
        builder = rivet_builder(wanted);
    }
    if (builder == NULL) return false;
    // `wanted` is a cell `me` builds. Record: my frames from the one that claimed it, then each waiting
    // thread's frames from the one that claimed the cell the previous thread waits for.
    rivet_cycle_count = 0;
    rivet_cycle_append_segment(me, wanted, false);
    const uintptr_t *next = cell;
    for (rivet_stack *thread = rivet_builder(cell); thread != me; thread = rivet_builder(next)) {
        rivet_cycle_append_segment(thread, next, true);
        next = thread->waiting_for;
    }
    // The last waiting thread's innermost frame resolves the key of the cell `me` builds: the chain ends
    // where it started.
    return true;
}

rivet_claim rivet_cell_claim(uintptr_t *cell, rivet_stack *stack, int timeout_ms) {
    if (rivet_load_acquire(cell) == RIVET_CELL_READY) return rivet_claim_ready;
    rivet_monitor_lock();
    rivet_claim result;
    for (;;) {
        uintptr_t state = *cell;
        if (state == RIVET_CELL_READY) {
            result = rivet_claim_ready;
            break;
        }
        if (state == RIVET_CELL_EMPTY) {
            rivet_store_release(cell, (uintptr_t)stack);
            stack->frames[stack->depth - 1].cell = cell;
            result = rivet_claim_claimed;
            break;
        }
        if (rivet_find_cycle(stack, cell)) {
            result = rivet_claim_cycle;
            break;
        }
        stack->waiting_for = cell;
        bool woken = rivet_monitor_wait(timeout_ms);
        stack->waiting_for = NULL;
        if (!woken && *cell != RIVET_CELL_READY && *cell != RIVET_CELL_EMPTY) {
            result = rivet_claim_still_waiting;
            break;
        }
    }
    rivet_monitor_unlock();
    return result;
}

static void rivet_cell_set(uintptr_t *cell, uintptr_t state) {
    rivet_monitor_lock();
    rivet_store_release(cell, state);
    rivet_monitor_broadcast();
    rivet_monitor_unlock();
}

void rivet_cell_publish(uintptr_t *cell) { rivet_cell_set(cell, RIVET_CELL_READY); }
void rivet_cell_release(uintptr_t *cell) { rivet_cell_set(cell, RIVET_CELL_EMPTY); }

// MARK: Threads

bool rivet_is_main_thread(void) {
#if defined(__APPLE__)
    return pthread_main_np() != 0;
#elif defined(__linux__)
    return syscall(SYS_gettid) == getpid();
#else
    return false;
#endif
}

static uintptr_t rivet_threads_numbered;
static _Thread_local uint64_t rivet_this_thread_number;

uint64_t rivet_thread_number(void) {
    if (rivet_this_thread_number == 0) {
        rivet_this_thread_number = (uint64_t)__atomic_add_fetch(&rivet_threads_numbered, 1, __ATOMIC_RELAXED);
    }
    return rivet_this_thread_number;
}

uint64_t rivet_monotonic_nanoseconds(void) {
#if defined(__APPLE__)
    return clock_gettime_nsec_np(CLOCK_UPTIME_RAW);
#else
    struct timespec now;
    if (clock_gettime(CLOCK_MONOTONIC, &now) != 0) return 0;
    return (uint64_t)now.tv_sec * 1000000000u + (uint64_t)now.tv_nsec;
#endif
}

void rivet_write_error(const char *message) {
    // The stream locked across the message and its newline: threads writing at once (installRoot's losers)
    // each get a line of their own, never two messages run together.
#if defined(_WIN32)
    _lock_file(stderr);
#else
    flockfile(stderr);
#endif
    fputs(message, stderr);
    fputc('\n', stderr);
    fflush(stderr);
#if defined(_WIN32)
    _unlock_file(stderr);
#else
    funlockfile(stderr);
#endif
}

// MARK: Launch context

#if defined(__APPLE__)
#include <crt_externs.h>
char *const *rivet_environment(void) { return *_NSGetEnviron(); }
#elif defined(_WIN32)
char *const *rivet_environment(void) { return _environ; }
#else
extern char **environ;
char *const *rivet_environment(void) { return environ; }
#endif
