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

/// Stops the program when a pthread call fails: every result is checked, as swift-nio's `NIOLock` does.
static void rivet_check(int result, const char *what) {
    if (result == 0) return;
    fprintf(stderr, "Rivet: internal error: %s failed: %s\n", what, strerror(result));
    abort();
}

// MARK: The thread-local pointer

_Thread_local void *rivet_thread_state;
static pthread_key_t rivet_thread_key;
static pthread_once_t rivet_thread_key_once = PTHREAD_ONCE_INIT;
static void (*rivet_thread_destroy)(void *);

/// The key's destructor, at thread exit: the pointer is cleared first, so that code the destructor runs
/// makes a new state (which the key's next round of destructors frees) rather than reach a freed one.
static void rivet_thread_exit(void *state) {
    rivet_thread_state = NULL;
    __atomic_load_n(&rivet_thread_destroy, __ATOMIC_ACQUIRE)(state);
}

static void rivet_thread_key_create(void) {
    rivet_check(pthread_key_create(&rivet_thread_key, rivet_thread_exit), "pthread_key_create");
}

void rivet_thread_state_set(void *state, void (*destroy)(void *)) {
    __atomic_store_n(&rivet_thread_destroy, destroy, __ATOMIC_RELEASE);
    rivet_check(pthread_once(&rivet_thread_key_once, rivet_thread_key_create), "pthread_once");
    rivet_check(pthread_setspecific(rivet_thread_key, state), "pthread_setspecific");
    rivet_thread_state = state;
}

// MARK: The creation monitor

// Statically initialised: no allocation, nothing to destroy, valid from the first instruction.
static pthread_mutex_t rivet_monitor = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t rivet_monitor_changed = PTHREAD_COND_INITIALIZER;

void rivet_monitor_lock(void) { rivet_check(pthread_mutex_lock(&rivet_monitor), "pthread_mutex_lock"); }
void rivet_monitor_unlock(void) { rivet_check(pthread_mutex_unlock(&rivet_monitor), "pthread_mutex_unlock"); }

bool rivet_monitor_wait(int timeout_ms) {
    struct timespec deadline;
    rivet_check(clock_gettime(CLOCK_REALTIME, &deadline) == 0 ? 0 : errno, "clock_gettime");
    uint64_t nanoseconds = (uint64_t)deadline.tv_nsec + (uint64_t)timeout_ms * 1000000u;
    deadline.tv_sec += (time_t)(nanoseconds / 1000000000u);
    deadline.tv_nsec = (long)(nanoseconds % 1000000000u);
    int result = pthread_cond_timedwait(&rivet_monitor_changed, &rivet_monitor, &deadline);
    if (result == ETIMEDOUT) return false;
    rivet_check(result, "pthread_cond_timedwait");
    return true;
}

void rivet_monitor_broadcast(void) { rivet_check(pthread_cond_broadcast(&rivet_monitor_changed), "pthread_cond_broadcast"); }

// MARK: Threads, clock, environment, standard error

bool rivet_is_main_thread(void) {
#if defined(__APPLE__)
    return pthread_main_np() != 0;
#elif defined(__linux__)
    return syscall(SYS_gettid) == getpid();
#else
    return false;
#endif
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

// Apple platforms and the others with pthreads (this file needs them: no Windows branch).
#if defined(__APPLE__)
#include <crt_externs.h>
char *const *rivet_environment(void) { return *_NSGetEnviron(); }
#else
extern char **environ;
char *const *rivet_environment(void) { return environ; }
#endif

void rivet_write_error(const char *message) {
    // One call, which holds the stream's lock throughout (POSIX): threads writing at once (installRoot's
    // losers) each get a line of their own, never two messages run together.
    fprintf(stderr, "%s\n", message);
    fflush(stderr);
}
