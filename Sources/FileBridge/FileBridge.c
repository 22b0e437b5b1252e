// Calls the kernel where Swift's Glibc module has no declaration (renameat2 needs _GNU_SOURCE).
#define _GNU_SOURCE
#include "FileBridge.h"
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>
#include <sys/syscall.h>

#ifndef RENAME_EXCHANGE
#define RENAME_EXCHANGE (1 << 1)
#endif

int rf_rename_exchange(const char *a, const char *b) {
#ifdef SYS_renameat2
    return (int)syscall(SYS_renameat2, AT_FDCWD, a, AT_FDCWD, b, RENAME_EXCHANGE);
#else
    errno = ENOSYS;
    return -1;
#endif
}

int rf_sync_file_system(int fd) {
#ifdef __linux__
    return syncfs(fd);
#else
    return fsync(fd);
#endif
}

#include <signal.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

pid_t rf_spawn(const char *path, char *const argv[], int stdout_fd, int death_signal) {
    pid_t parent = getpid();
    pid_t pid = fork();
    if (pid != 0) return pid;               // the parent (or -1 with errno)
    // The child: only async-signal-safe calls until exec.
    setpgid(0, 0);
#ifdef __linux__
    prctl(PR_SET_PDEATHSIG, death_signal);
#endif
    if (getppid() != parent) _exit(128 + death_signal);     // the parent died before prctl
    // The parent ignores SIGINT and SIGTERM (it routes them itself); the child must not.
    struct sigaction dfl;
    dfl.sa_handler = SIG_DFL;
    dfl.sa_flags = 0;
    sigemptyset(&dfl.sa_mask);
    sigaction(SIGINT, &dfl, NULL);
    sigaction(SIGTERM, &dfl, NULL);
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    if (stdout_fd >= 0) dup2(stdout_fd, 1);
    execv(path, argv);
    _exit(127);
}
