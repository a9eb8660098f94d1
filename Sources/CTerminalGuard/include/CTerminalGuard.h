#ifndef CTERMINALGUARD_H
#define CTERMINALGUARD_H

/// Restores the terminal if shopterm dies of a fatal signal while the full-screen UI runs.
///
/// `cterminal_guard_arm` saves the terminal modes of `fd` (call it before curses changes them)
/// and installs handlers for SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE and SIGABRT. A handler puts
/// the saved modes back and writes what leaves the alternate screen, shows the cursor and turns
/// mouse reporting off (async-signal-safe calls only), says so in one line on stderr, and lets
/// the signal's default action end the process (not the Swift runtime's backtracer, which in a
/// terminal waits for a key to open a debugger).
/// `cterminal_guard_disarm` puts the previous handlers back once curses has ended.
void cterminal_guard_arm(int fd);
void cterminal_guard_disarm(void);

/// Holds what is written to `fd` (stderr while the full-screen UI runs) in a private, unlinked
/// file instead of the terminal, so that nothing the process writes (a runtime error quoting a
/// store's text) reaches the terminal as it is. 0 on success, -1 when it cannot (fd unchanged).
int cterminal_capture(int fd);
/// Points the captured fd back where it was and writes what it held there, sanitised (no
/// escape or control characters but newline and tab; the last 4 KiB). A fatal signal while
/// captured does the same after restoring the terminal. Nothing when nothing is captured.
void cterminal_release(void);

#endif
