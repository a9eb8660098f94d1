#ifndef CSESSIONPASSING_H
#define CSESSIONPASSING_H

#include <stddef.h>
#include <sys/types.h>

/// Reads up to `capacity` bytes from the Unix socket `sock` into `buffer`, with the one file
/// descriptor the peer passed along (SCM_RIGHTS) put in `*descriptor` (-1 when none came; any
/// others are closed). Returns the bytes read (0 at the end), or -1 with errno.
ssize_t csession_receive(int sock, void *buffer, size_t capacity, int *descriptor);

/// The user id of the process at the other end of the Unix socket `sock` (SO_PEERCRED), or -1.
long csession_peer_uid(int sock);

/// The next connection on the listening socket `listener`, close-on-exec (accept4), or -1.
int csession_accept(int listener);

#endif
