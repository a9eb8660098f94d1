#include "CTerminalGuard.h"

#include <signal.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

static const int guarded[] = { SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT };
#define GUARDED_COUNT (sizeof guarded / sizeof guarded[0])

/* Mouse reporting off (the modes ncurses may have turned on), the cursor shown, attributes
 * reset, the alternate screen left. */
static const char restore[] = "\033[?1006l\033[?1002l\033[?1000l\033[?25h\033[0m\033[?1049l\r\n";

static struct sigaction previous[GUARDED_COUNT];
static struct termios saved;
static int saved_ok;
static volatile sig_atomic_t armed;
static int terminal_fd = -1;

static void on_fatal(int number, siginfo_t *info, void *context) {
    (void)context;
    if (armed) {
        armed = 0;
        if (saved_ok) tcsetattr(terminal_fd, TCSANOW, &saved);
        ssize_t ignored = write(terminal_fd, restore, sizeof restore - 1);
        (void)ignored;
    }
    static const char said[] = "shopterm: stopped by a fatal signal (a bug in shopterm); the terminal was restored\n";
    ssize_t ignored = write(STDERR_FILENO, said, sizeof said - 1);
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
}
