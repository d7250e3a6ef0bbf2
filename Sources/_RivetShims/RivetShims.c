#include "RivetShims.h"

#include <pthread.h>
#include <stdlib.h>
#include <unistd.h>
#if defined(__linux__)
#include <sys/syscall.h>
#endif

_Thread_local rivet_stack rivet_thread_stack;

intptr_t rivet_mutex_size(void) { return sizeof(pthread_mutex_t); }
_Static_assert(sizeof(pthread_mutex_t) <= RIVET_MUTEX_STORAGE, "RIVET_MUTEX_STORAGE is too small for pthread_mutex_t");
_Static_assert(_Alignof(pthread_mutex_t) <= 8, "pthread_mutex_t needs more than pointer alignment");

void rivet_mutex_init(void *mutex) {
    pthread_mutexattr_t attributes;
    pthread_mutexattr_init(&attributes);
    pthread_mutexattr_settype(&attributes, PTHREAD_MUTEX_RECURSIVE);
    pthread_mutex_init((pthread_mutex_t *)mutex, &attributes);
    pthread_mutexattr_destroy(&attributes);
}

void rivet_mutex_destroy(void *mutex) { pthread_mutex_destroy((pthread_mutex_t *)mutex); }
void rivet_mutex_lock(void *mutex) { pthread_mutex_lock((pthread_mutex_t *)mutex); }
void rivet_mutex_unlock(void *mutex) { pthread_mutex_unlock((pthread_mutex_t *)mutex); }

struct rivet_event {
    pthread_mutex_t mutex;
    pthread_cond_t condition;
    bool signalled;
};

rivet_event *rivet_event_create(void) {
    rivet_event *e = malloc(sizeof(rivet_event));
    if (e == NULL) abort();
    pthread_mutex_init(&e->mutex, NULL);
    pthread_cond_init(&e->condition, NULL);
    e->signalled = false;
    return e;
}

void rivet_event_destroy(rivet_event *e) {
    pthread_cond_destroy(&e->condition);
    pthread_mutex_destroy(&e->mutex);
    free(e);
}

void rivet_event_signal(rivet_event *e) {
    pthread_mutex_lock(&e->mutex);
    e->signalled = true;
    pthread_cond_signal(&e->condition);
    pthread_mutex_unlock(&e->mutex);
}

void rivet_event_wait(rivet_event *e) {
    pthread_mutex_lock(&e->mutex);
    while (!e->signalled) pthread_cond_wait(&e->condition, &e->mutex);
    pthread_mutex_unlock(&e->mutex);
}

typedef struct {
    void (*body)(void *);
    void *context;
} rivet_thread_start_info;

static void *rivet_thread_main(void *raw) {
    rivet_thread_start_info info = *(rivet_thread_start_info *)raw;
    free(raw);
    info.body(info.context);
    return NULL;
}

bool rivet_thread_start(void (*body)(void *), void *context) {
    rivet_thread_start_info *info = malloc(sizeof(rivet_thread_start_info));
    if (info == NULL) return false;
    info->body = body;
    info->context = context;
    pthread_attr_t attributes;
    pthread_attr_init(&attributes);
    pthread_attr_setstacksize(&attributes, 1 << 20);
    pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
    pthread_t thread;
    int status = pthread_create(&thread, &attributes, rivet_thread_main, info);
    pthread_attr_destroy(&attributes);
    if (status != 0) {
        free(info);
        return false;
    }
    return true;
}

void rivet_thread_park(void) {
    pthread_mutex_t mutex = PTHREAD_MUTEX_INITIALIZER;
    pthread_cond_t never = PTHREAD_COND_INITIALIZER;
    pthread_mutex_lock(&mutex);
    for (;;) pthread_cond_wait(&never, &mutex);
}

bool rivet_is_main_thread(void) {
#if defined(__APPLE__)
    return pthread_main_np() != 0;
#elif defined(__linux__)
    return syscall(SYS_gettid) == getpid();
#else
    return false;
#endif
}
