// shopterm-relay: what sshd runs for each shopper when serve-ssh has storefront workers.
//
// It hands the session's terminal (the pty sshd made) to a worker process that runs many
// storefronts, over a Unix socket (SCM_RIGHTS), with what sshd said about the session: the
// terminal type, the client's locale (LANG, LC_ALL, LC_CTYPE, when sshd accepted them: the
// worker checks them, and reads only whether they name UTF-8), the connection and the key it
// accepted. Then it only waits: a window resize is passed on as one byte, and the worker's
// last word ('E' and the exit status) ends it.
// A session costs this small process (and sshd's own pair), not a storefront process.
//
// When no worker takes the session (none runs, all are full, no terminal), it runs the
// command after "--" instead: the storefront in a process of its own, as without workers.
// If the worker dies during the session, the terminal is put back as it was and the shopper
// is told to connect again (their cart is kept by the worker as they go), and the session's
// end line goes to serve-ssh's log socket (STATE/sessions/log.sock, a guest's
// STATE/guest-sessions/log.sock, STATE being SOCKET's folder) with how=crashed: the worker
// said whose session it was ('S', 's' or 'g', and the shopper's 12-character short hash).
//
//     shopterm-relay SOCKET -- COMMAND [ARGUMENT...]
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

// The most of the ExposeAuthInfo file passed on (a key line is far shorter).
#define AUTH_LIMIT 16384
#define HELLO_LIMIT (AUTH_LIMIT + 1024)
// How long a worker may take to say it took the session.
#define ACCEPT_MILLISECONDS 3000

static int wake[2] = {-1, -1};

// Whose session this is, as the worker said ('s' or 'g', then 12 characters; empty: not said).
static char shopper[14];
static struct timespec began;

static void on_resize(int number) {
    (void)number;
    int saved = errno;
    char byte = 'W';
    if (write(wake[1], &byte, 1) < 0) {}
    errno = saved;
}

// Appends "KEY=VALUE\0" to the hello, cutting VALUE to what fits; returns the new length.
static size_t put(char *hello, size_t length, const char *key, const char *value, size_t value_length) {
    size_t key_length = strlen(key);
    if (length + key_length + 2 >= HELLO_LIMIT) return length;
    if (value_length > HELLO_LIMIT - length - key_length - 2) value_length = HELLO_LIMIT - length - key_length - 2;
    memcpy(hello + length, key, key_length);
    hello[length + key_length] = '=';
    memcpy(hello + length + key_length + 1, value, value_length);
    hello[length + key_length + 1 + value_length] = '\0';
    return length + key_length + 2 + value_length;
}

static size_t put_variable(char *hello, size_t length, const char *key) {
    const char *value = getenv(key);
    return value ? put(hello, length, key, value, strlen(value)) : length;
}

// The ExposeAuthInfo file's text (which key sshd accepted), read here: the worker trusts
// what its own user's relay read from sshd, never what a client sent.
static size_t put_auth(char *hello, size_t length) {
    const char *path = getenv("SSH_USER_AUTH");
    if (!path) return length;
    int fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
    if (fd < 0) return length;
    char text[AUTH_LIMIT];
    ssize_t count = read(fd, text, sizeof text);
    close(fd);
    return count > 0 ? put(hello, length, "AUTH", text, (size_t)count) : length;
}

static int connect_worker(const char *path) {
    struct sockaddr_un address = {.sun_family = AF_UNIX};
    if (strlen(path) >= sizeof address.sun_path) return -1;
    strcpy(address.sun_path, path);
    int sock = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (sock < 0) return -1;
    if (connect(sock, (struct sockaddr *)&address, sizeof address) != 0) {
        close(sock);
        return -1;
    }
    return sock;
}

// Sends the hello (its length first, 4 bytes big-endian) with the terminal's descriptor.
static int send_hello(int sock, const char *hello, size_t length) {
    unsigned char header[4] = {(unsigned char)(length >> 24), (unsigned char)(length >> 16), (unsigned char)(length >> 8), (unsigned char)length};
    struct iovec parts[2] = {{header, 4}, {(void *)hello, length}};
    char control[CMSG_SPACE(sizeof(int))];
    memset(control, 0, sizeof control);
    struct msghdr message = {.msg_iov = parts, .msg_iovlen = 2, .msg_control = control, .msg_controllen = sizeof control};
    struct cmsghdr *descriptor = CMSG_FIRSTHDR(&message);
    descriptor->cmsg_level = SOL_SOCKET;
    descriptor->cmsg_type = SCM_RIGHTS;
    descriptor->cmsg_len = CMSG_LEN(sizeof(int));
    int terminal = STDIN_FILENO;
    memcpy(CMSG_DATA(descriptor), &terminal, sizeof terminal);
    ssize_t sent = sendmsg(sock, &message, MSG_NOSIGNAL);
    return sent == (ssize_t)(length + 4) ? 0 : -1;
}

// One byte from the worker within `milliseconds` (-1 forever); -1 when none came or it closed.
static int read_byte(int sock, int milliseconds) {
    struct pollfd waiting = {.fd = sock, .events = POLLIN};
    if (poll(&waiting, 1, milliseconds) <= 0) return -1;
    unsigned char byte;
    return read(sock, &byte, 1) == 1 ? byte : -1;
}

// The session's end line, sent to serve-ssh's log socket beside the workers' socket `worker`
// (SessionLog's format); nothing when the worker never said whose session it was.
static void log_end(const char *worker) {
    if (shopper[0] != 's' && shopper[0] != 'g') return;
    for (int index = 1; index < 13; index++) {
        char c = shopper[index];
        if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || c == '-')) return;
    }
    const char *slash = strrchr(worker, '/');
    struct sockaddr_un address = {.sun_family = AF_UNIX};
    int folder = slash ? (int)(slash - worker) : 1;
    const char *base = slash ? worker : ".";
    int written = snprintf(address.sun_path, sizeof address.sun_path, "%.*s/%s/log.sock", folder, base,
                           shopper[0] == 'g' ? "guest-sessions" : "sessions");
    if (written < 0 || (size_t)written >= sizeof address.sun_path) return;
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    char line[96];
    int length = snprintf(line, sizeof line, "session end shopper=%.12s seconds=%ld how=crashed", shopper + 1,
                          (long)(now.tv_sec - began.tv_sec + (now.tv_nsec - began.tv_nsec >= 500000000L ? 1 : 0)));
    int sock = socket(AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC, 0);
    if (sock < 0) return;
    if (sendto(sock, line, (size_t)length, MSG_DONTWAIT, (struct sockaddr *)&address, sizeof address) < 0) {}
    close(sock);
}

// The worker went away mid-session: the terminal as it was, and a line saying so.
static void worker_lost(const struct termios *saved) {
    static const char leave[] = "\033[?1000l\033[?1006l\033[?2004l\033[?25h\033[?7h\033[0m\033[?1049l";
    static const char said[] = "shopterm: the storefront stopped unexpectedly; connect again to go on (your cart is kept).\r\n";
    fcntl(STDOUT_FILENO, F_SETFL, fcntl(STDOUT_FILENO, F_GETFL) & ~O_NONBLOCK);
    if (write(STDOUT_FILENO, leave, sizeof leave - 1) < 0 || write(STDOUT_FILENO, said, sizeof said - 1) < 0) {}
    tcsetattr(STDIN_FILENO, TCSANOW, saved);
}

// The session is the worker's: pass resizes on until it says how the session ended.
static int follow(int sock, const struct termios *saved, const char *worker) {
    for (;;) {
        struct pollfd waiting[2] = {{.fd = sock, .events = POLLIN}, {.fd = wake[0], .events = POLLIN}};
        if (poll(waiting, 2, -1) < 0) {
            if (errno == EINTR) continue;
            break;
        }
        if (waiting[1].revents & POLLIN) {
            char drained[64];
            while (read(wake[0], drained, sizeof drained) > 0) {}
            char byte = 'W';
            if (send(sock, &byte, 1, MSG_NOSIGNAL) != 1) break;
        }
        if (waiting[0].revents & (POLLIN | POLLHUP | POLLERR)) {
            int said = read_byte(sock, 0);
            if (said == 'E') {
                int status = read_byte(sock, 1000);
                return status < 0 ? 0 : status;
            }
            if (said == 'S') {
                for (int index = 0; index < 13; index++) {
                    int byte = read_byte(sock, 1000);
                    if (byte < 0) break;
                    shopper[index] = (char)byte;
                }
                continue;
            }
            if (said < 0) break;
        }
    }
    worker_lost(saved);
    log_end(worker);
    return 1;
}

int main(int argc, char **argv) {
    if (argc < 4 || strcmp(argv[2], "--") != 0) {
        fputs("shopterm-relay: usage: shopterm-relay SOCKET -- COMMAND [ARGUMENT...]\n", stderr);
        return 2;
    }
    char **fallback = argv + 3;
    struct termios saved;
    int sock = -1;
    if (isatty(STDIN_FILENO) && isatty(STDOUT_FILENO) && tcgetattr(STDIN_FILENO, &saved) == 0) sock = connect_worker(argv[1]);
    if (sock >= 0) {
        static char hello[HELLO_LIMIT];
        size_t length = 0;
        length = put_variable(hello, length, "TERM");
        length = put_variable(hello, length, "LANG");
        length = put_variable(hello, length, "LC_ALL");
        length = put_variable(hello, length, "LC_CTYPE");
        length = put_variable(hello, length, "SSH_CONNECTION");
        length = put_auth(hello, length);
        if (pipe2(wake, O_CLOEXEC | O_NONBLOCK) == 0 && send_hello(sock, hello, length) == 0 && read_byte(sock, ACCEPT_MILLISECONDS) == 'A') {
            struct sigaction resize = {.sa_handler = on_resize, .sa_flags = SA_RESTART};
            sigemptyset(&resize.sa_mask);
            sigaction(SIGWINCH, &resize, NULL);
            signal(SIGPIPE, SIG_IGN);
            clock_gettime(CLOCK_MONOTONIC, &began);
            return follow(sock, &saved, argv[1]);
        }
        close(sock);
    }
    execv(fallback[0], fallback);
    fprintf(stderr, "shopterm-relay: cannot run %s: %s\n", fallback[0], strerror(errno));
    return 1;
}
