#ifndef ROWFRAME_FILEBRIDGE_H
#define ROWFRAME_FILEBRIDGE_H

/// Atomically swaps two paths (Linux renameat2 with RENAME_EXCHANGE). Returns 0, or -1 with
/// errno set (ENOSYS or EINVAL where the kernel or file system cannot exchange).
int rf_rename_exchange(const char *a, const char *b);

/// Makes everything written to the file system holding `fd` durable (Linux syncfs; fsync of
/// `fd` elsewhere). Returns 0, or -1 with errno set.
int rf_sync_file_system(int fd);

#endif
