#include "CTerminalGuard.h"

#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

static const int guarded[] = { SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT };
#define GUARDED_COUNT (sizeof guarded / sizeof guarded[0])

/* Mouse reporting off (the modes ncurses may have turned on), the cursor shown, attributes
 * reset, the alternate screen left. */
static const char restore[] = "\033[?2004l\033[?1006l\033[?1002l\033[?1000l\033[?25h\033[0m\033[?1049l\r\n";

static struct sigaction previous[GUARDED_COUNT];
static struct termios saved;
static int saved_ok;
static volatile sig_atomic_t armed;
static int terminal_fd = -1;
/* The terminal again (the handler's own way to it) and /dev/null (what the terminal's
 * descriptor becomes in the handler), opened when armed. */
static int guard_fd = -1;
static int null_fd = -1;

/* The captured fd's own descriptor, the file holding what was written to it, and where it
 * pointed before (see cterminal_capture). */
static int captured_fd = -1;
static int capture_file = -1;
static int original_fd = -1;

/* Copies what was written to the captured fd since the capture to `to`, sanitised: no ESC, no
 * other C0 control but newline and tab, no DEL, no C1 control (UTF-8 0xC2 0x80-0x9F), at most
 * the last 4 KiB. Async-signal-safe (lseek, read, write only). */
static void replay(int to) {
    if (capture_file < 0 || to < 0) return;
    off_t size = lseek(capture_file, 0, SEEK_END);
    if (size <= 0) return;
    off_t start = size > 4096 ? size - 4096 : 0;
    if (lseek(capture_file, start, SEEK_SET) < 0) return;
    char in[512], out[512];
    ssize_t count;
    int pending_c2 = 0;
    while ((count = read(capture_file, in, sizeof in)) > 0) {
        size_t kept = 0;
        for (ssize_t i = 0; i < count; i++) {
            unsigned char byte = (unsigned char)in[i];
            if (pending_c2) {
                pending_c2 = 0;
                if (byte >= 0x80 && byte <= 0x9F) continue;   /* a C1 control: dropped whole */
                out[kept++] = (char)0xC2;
            }
            if (byte == 0xC2) { pending_c2 = 1; continue; }
            if ((byte < 0x20 && byte != '\n' && byte != '\t') || byte == 0x7F) continue;
            out[kept++] = (char)byte;
        }
        size_t written = 0;
        while (written < kept) {
            ssize_t n = write(to, out + written, kept - written);
            if (n <= 0) break;
            written += (size_t)n;
        }
    }
}

int cterminal_capture(int fd) {
    if (captured_fd >= 0) return 0;
    char path[] = "/tmp/shopterm-stderr-XXXXXX";
    int file = mkstemp(path);
    if (file < 0) return -1;
    unlink(path);
    int original = dup(fd);
    if (original < 0 || dup2(file, fd) < 0) {
        if (original >= 0) close(original);
        close(file);
        return -1;
    }
    fcntl(original, F_SETFD, FD_CLOEXEC);
    fcntl(file, F_SETFD, FD_CLOEXEC);
    capture_file = file;
    original_fd = original;
    captured_fd = fd;
    return 0;
}

void cterminal_release(void) {
    if (captured_fd < 0) return;
    dup2(original_fd, captured_fd);
    replay(captured_fd);
    close(original_fd);
    close(capture_file);
    original_fd = capture_file = captured_fd = -1;
}

static void on_fatal(int number, siginfo_t *info, void *context) {
    (void)context;
    if (armed) {
        armed = 0;
        /* Other threads may still be drawing: first the terminal's descriptor is pointed at
         * /dev/null, so that nothing they write follows the restored terminal (a write already
         * under way ends before ours: the terminal takes one write at a time). */
        int to_terminal = terminal_fd;
        if (guard_fd >= 0 && null_fd >= 0 && dup2(null_fd, terminal_fd) >= 0) to_terminal = guard_fd;
        if (saved_ok) tcsetattr(to_terminal, TCSANOW, &saved);
        ssize_t ignored = write(to_terminal, restore, sizeof restore - 1);
        (void)ignored;
    }
    /* What the process wrote while the storefront ran (the runtime's fatal error among it,
     * which may quote a store's text), sanitised, now that the terminal is restored. */
    int to = original_fd >= 0 ? original_fd : STDERR_FILENO;
    replay(to);
    static const char said[] = "shopterm: stopped by a fatal signal (a bug in shopterm); the terminal was restored\n";
    ssize_t ignored = write(to, said, sizeof said - 1);
    (void)ignored;
    /* The default action, not the Swift runtime's backtracer: in a terminal it would wait for
     * a key to open a debugger, which a shopper does not want. */
    signal(number, SIG_DFL);
    /* A fault (SIGSEGV, SIGBUS, SIGILL, SIGFPE from the processor) happens again when the
     * handler returns, and the default action takes it. A signal that was sent (kill, abort,
     * a trap instruction that moves past itself) is raised again for it. */
    int fault = info != NULL && info->si_code > 0
        && (number == SIGSEGV || number == SIGBUS || number == SIGILL || number == SIGFPE);
    if (!fault) raise(number);
}

void cterminal_guard_arm(int fd) {
    terminal_fd = fd;
    if (guard_fd < 0) guard_fd = fcntl(fd, F_DUPFD_CLOEXEC, 3);
    if (null_fd < 0) null_fd = open("/dev/null", O_WRONLY | O_CLOEXEC);
    saved_ok = tcgetattr(fd, &saved) == 0;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = on_fatal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_SIGINFO | SA_NODEFER;
    for (size_t i = 0; i < GUARDED_COUNT; i++) sigaction(guarded[i], &action, &previous[i]);
    armed = 1;
}

void cterminal_guard_disarm(void) {
    if (!armed && terminal_fd < 0) return;
    armed = 0;
    for (size_t i = 0; i < GUARDED_COUNT; i++) sigaction(guarded[i], &previous[i], NULL);
    terminal_fd = -1;
    if (guard_fd >= 0) close(guard_fd);
    if (null_fd >= 0) close(null_fd);
    guard_fd = null_fd = -1;
}
