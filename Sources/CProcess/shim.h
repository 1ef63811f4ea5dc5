#ifndef WEATHERBOARD_CPROCESS_SHIM_H
#define WEATHERBOARD_CPROCESS_SHIM_H
// What the children we start need from glibc that Swift's Glibc module hides or cannot call.
#include <signal.h>
#include <spawn.h>
#include <sys/prctl.h>

// glibc 2.34 declares this only under _GNU_SOURCE. Children we spawn must not inherit our
// descriptors (the terminal's pipes, sockets of other subsystems).
extern int posix_spawn_file_actions_addclosefrom_np(posix_spawn_file_actions_t *actions, int from);
static inline int wb_spawn_close_from(posix_spawn_file_actions_t *actions, int from) {
    return posix_spawn_file_actions_addclosefrom_np(actions, from);
}

// A child starts with no signal blocked and every signal at its default, whatever this process
// blocks or ignores, plus `extra_flags` (POSIX_SPAWN_SETSID, which needs _GNU_SOURCE, is 0x80).
static inline int wb_spawn_with_default_signals(posix_spawnattr_t *attributes, short extra_flags) {
    sigset_t none, all;
    sigemptyset(&none);
    sigfillset(&all);
    posix_spawnattr_setsigmask(attributes, &none);
    posix_spawnattr_setsigdefault(attributes, &all);
    return posix_spawnattr_setflags(attributes, POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | extra_flags);
}

// prctl() is variadic, so Swift cannot call it. A helper child asks to be killed when the
// thread that started it ends, which it does only when its parent is gone (that thread waits
// for the child). Returns 0 on success.
static inline int wb_die_with_parent(void) { return prctl(PR_SET_PDEATHSIG, SIGKILL); }
#endif
