#ifndef SHOPTERM_CNCURSES_SHIM_H
#define SHOPTERM_CNCURSES_SHIM_H

// The wide-character API (wget_wch, cchar_t, wint_t) only imports with these set.
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1

#include <locale.h>
#include <wchar.h>
#if __has_include(<ncursesw/curses.h>)
#include <ncursesw/curses.h>
#include <ncursesw/term.h>
#else
#include <ncurses.h>
#include <term.h>
#endif

// Macros and globals do not import into Swift (or are not concurrency-safe there):
// these static inline shims expose what the UI needs as plain functions.

/// Terminal height in rows.
static inline int shopterm_lines(void) { return LINES; }
/// Terminal width in columns.
static inline int shopterm_cols(void) { return COLS; }
/// Attribute bits that are macros in curses.h.
static inline attr_t shopterm_a_bold(void) { return A_BOLD; }
static inline attr_t shopterm_a_reverse(void) { return A_REVERSE; }
static inline attr_t shopterm_a_underline(void) { return A_UNDERLINE; }
static inline attr_t shopterm_a_dim(void) { return A_DIM; }
static inline attr_t shopterm_a_normal(void) { return A_NORMAL; }
/// Mouse masks that are macros.
static inline mmask_t shopterm_all_mouse_events(void) { return ALL_MOUSE_EVENTS | REPORT_MOUSE_POSITION; }
static inline mmask_t shopterm_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t shopterm_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t shopterm_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t shopterm_button5_pressed(void) { return BUTTON5_PRESSED; }

/// True when TERM names a terminal that terminfo knows (checked without exiting, unlike initscr).
static inline int shopterm_terminal_usable(void) {
    int status = 0;
    return setupterm(NULL, 1, &status) == OK;
}
/// Draws `text` (NUL-terminated wide string) at row `y`, column `x` with attributes and colour pair.
static inline void shopterm_draw(int y, int x, const wchar_t *text, attr_t attrs, short pair) {
    wattr_set(stdscr, attrs, pair, NULL);
    mvwaddwstr(stdscr, y, x, text);
}
/// Reads one key or character (with the window's timeout).
static inline int shopterm_get_wch(wint_t *ch) { return wget_wch(stdscr, ch); }
/// Sets the input timeout in milliseconds.
static inline void shopterm_timeout(int milliseconds) { wtimeout(stdscr, milliseconds); }
/// Turns on function keys (arrows, page up…) for the standard screen.
static inline void shopterm_keypad(void) { keypad(stdscr, TRUE); }
/// Pushes the drawn changes to the terminal.
static inline void shopterm_refresh(void) { wnoutrefresh(stdscr); doupdate(); }
/// Has the next refresh write `count` lines from `top` again whatever curses thinks they show
/// (a picture drawn over them is gone after it).
static inline void shopterm_redraw_lines(int top, int count) { wredrawln(stdscr, top, count); }
/// Turns off what could move a picture's cells: inserting and deleting characters and lines.
static inline void shopterm_keep_cells_in_place(void) { idcok(stdscr, FALSE); idlok(stdscr, FALSE); }
/// Has the next refresh clear the terminal and draw everything (after a resize).
static inline void shopterm_clear_on_refresh(void) { clearok(stdscr, TRUE); }
static inline attr_t shopterm_a_invis(void) { return A_INVIS; }
/// Erases the standard screen (used after a resize).
static inline void shopterm_erase(void) { werase(stdscr); }

#endif
