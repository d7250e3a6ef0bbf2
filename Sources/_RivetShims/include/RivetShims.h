// Rivet's private C layer: atomics, the per-thread resolution stack, a recursive mutex and a helper thread.
// Written once in C so that the code compiled on Linux is the code shipped on Apple platforms
// (the Synchronization module needs iOS 18; these need nothing).
#ifndef RIVET_SHIMS_H
#define RIVET_SHIMS_H

#include <stdbool.h>
#include <stdint.h>

// MARK: Atomics (acquire/release on plain pointer-sized words)

static inline void *_Nullable rivet_load_acquire(void *_Nullable const *_Nonnull cell) {
    return __atomic_load_n(cell, __ATOMIC_ACQUIRE);
}

static inline void rivet_store_release(void *_Nullable *_Nonnull cell, void *_Nullable value) {
    __atomic_store_n(cell, value, __ATOMIC_RELEASE);
}

static inline bool rivet_compare_exchange(void *_Nullable *_Nonnull cell, void *_Nullable expected,
                                          void *_Nullable desired) {
    return __atomic_compare_exchange_n(cell, &expected, desired, false, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
}

// MARK: The resolution stack (one per thread)

/// How many resolutions may be nested on one thread before Rivet reports the chain instead of recursing.
#define RIVET_MAX_DEPTH 128

/// A frame's flags: the low byte is the lifecycle being built, `RIVET_FRAME_LOCKED` marks a frame that
/// holds its factory tree's creation lock.
#define RIVET_FRAME_LOCKED 0x100

/// One resolution in progress: which key, in which scope.
typedef struct {
    const void *_Nullable key;
    const void *_Nullable scope;
    uintptr_t flags;
} rivet_frame;

typedef struct {
    intptr_t depth;
    /// The per-resolution cache of `.graph` components, owned (+1) while `depth > 0`.
    void *_Nullable graph;
    /// Set on a thread that runs a checked resolution: where a failure is delivered instead of trapping.
    void *_Nullable checked;
    rivet_frame frames[RIVET_MAX_DEPTH];
} rivet_stack;

extern _Thread_local rivet_stack rivet_thread_stack;

static inline rivet_stack *_Nonnull rivet_stack_get(void) {
    return &rivet_thread_stack;
}

/// Pushes a frame. Returns the new depth (> 0); 0 when the stack is full; or `-(i + 1)` when frame `i`
/// already resolves the same key in the same scope (a dependency cycle). Nothing is pushed unless > 0.
static inline intptr_t rivet_push_frame(const void *_Nonnull key, const void *_Nonnull scope, uintptr_t flags) {
    rivet_stack *stack = &rivet_thread_stack;
    intptr_t depth = stack->depth;
    for (intptr_t i = 0; i < depth; i++) {
        if (stack->frames[i].key == key && stack->frames[i].scope == scope) return -(i + 1);
    }
    if (depth == RIVET_MAX_DEPTH) return 0;
    stack->frames[depth].key = key;
    stack->frames[depth].scope = scope;
    stack->frames[depth].flags = flags;
    stack->depth = depth + 1;
    return depth + 1;
}

/// Pops the top frame. Returns the graph cache to release when the outermost resolution ends, else NULL.
static inline void *_Nullable rivet_pop_frame(void) {
    rivet_stack *stack = &rivet_thread_stack;
    stack->depth -= 1;
    if (stack->depth == 0 && stack->graph != 0) {
        void *graph = stack->graph;
        stack->graph = 0;
        return graph;
    }
    return 0;
}

/// The frame at `index` (below the current depth) of this thread's stack.
static inline rivet_frame rivet_frame_at(intptr_t index) {
    return rivet_thread_stack.frames[index];
}

// MARK: Threads and locks

/// A recursive mutex, in memory the caller provides (`rivet_mutex_size()` bytes, pointer-aligned): a
/// thread building a singleton may build the singletons it depends on.
intptr_t rivet_mutex_size(void);
/// The bytes a caller that stores the mutex in place reserves for it: enough on every supported platform.
#define RIVET_MUTEX_STORAGE 64
void rivet_mutex_init(void *_Nonnull mutex);
void rivet_mutex_destroy(void *_Nonnull mutex);
void rivet_mutex_lock(void *_Nonnull mutex);
void rivet_mutex_unlock(void *_Nonnull mutex);

/// A one-shot event: one thread waits until another signals.
typedef struct rivet_event rivet_event;
rivet_event *_Nonnull rivet_event_create(void);
void rivet_event_destroy(rivet_event *_Nonnull event);
void rivet_event_signal(rivet_event *_Nonnull event);
void rivet_event_wait(rivet_event *_Nonnull event);

/// Runs `body(context)` on a new detached thread with a 1 MiB stack. Returns false if no thread could start.
bool rivet_thread_start(void (*_Nonnull body)(void *_Nullable), void *_Nullable context);

/// Blocks the calling thread for good: how a checked resolution abandons a failed chain of user code.
_Noreturn void rivet_thread_park(void);

/// Whether the caller runs on the process's main thread (where the main actor runs).
bool rivet_is_main_thread(void);

#endif
