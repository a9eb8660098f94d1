// Receiving a shopper's terminal from shopterm-relay (SCM_RIGHTS), and who sent it: the
// CMSG macros have no Swift counterpart.
#define _GNU_SOURCE
#include "CSessionPassing.h"

#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

ssize_t csession_receive(int sock, void *buffer, size_t capacity, int *descriptor) {
    *descriptor = -1;
    char control[CMSG_SPACE(sizeof(int) * 8)];
    struct iovec part = {buffer, capacity};
    struct msghdr message = {.msg_iov = &part, .msg_iovlen = 1, .msg_control = control, .msg_controllen = sizeof control};
    ssize_t count = recvmsg(sock, &message, MSG_CMSG_CLOEXEC);
    if (count < 0) return -1;
    for (struct cmsghdr *item = CMSG_FIRSTHDR(&message); item; item = CMSG_NXTHDR(&message, item)) {
        if (item->cmsg_level != SOL_SOCKET || item->cmsg_type != SCM_RIGHTS) continue;
        size_t passed = (item->cmsg_len - CMSG_LEN(0)) / sizeof(int);
        for (size_t index = 0; index < passed; index++) {
            int fd;
            memcpy(&fd, CMSG_DATA(item) + index * sizeof(int), sizeof fd);
            if (*descriptor < 0) {
                *descriptor = fd;
            } else {
                close(fd);
            }
        }
    }
    return count;
}

long csession_peer_uid(int sock) {
    struct ucred credentials;
    socklen_t length = sizeof credentials;
    if (getsockopt(sock, SOL_SOCKET, SO_PEERCRED, &credentials, &length) != 0) return -1;
    return (long)credentials.uid;
}

int csession_accept(int listener) {
    return accept4(listener, NULL, NULL, SOCK_CLOEXEC);
}
