#ifndef ROWFRAME_FILEBRIDGE_H
#define ROWFRAME_FILEBRIDGE_H

/// Atomically swaps two paths (Linux renameat2 with RENAME_EXCHANGE). Returns 0, or -1 with
/// errno set (ENOSYS or EINVAL where the kernel or file system cannot exchange).
int rf_rename_exchange(const char *a, const char *b);

/// Makes everything written to the file system holding `fd` durable (Linux syncfs; fsync of
/// `fd` elsewhere). Returns 0, or -1 with errno set.
int rf_sync_file_system(int fd);

#include <sys/types.h>

/// Starts the program at `path` with `argv` (NULL-terminated) as a child in a process group
/// of its own, with SIGINT and SIGTERM at their defaults, stdout on `stdout_fd` (inherited
/// when -1), and `death_signal` sent to it when this process dies (Linux PR_SET_PDEATHSIG).
/// Returns the child's pid, or -1 with errno set.
pid_t rf_spawn(const char *path, char *const argv[], int stdout_fd, int death_signal);

#endif
