#ifndef SHOPTERM_CNCURSES_SHIM_H
#define SHOPTERM_CNCURSES_SHIM_H

// The wide-character API (wget_wch, cchar_t, wint_t) only imports with these set.
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1

#include <locale.h>
#include <wchar.h>
#if __has_include(<ncursesw/curses.h>)
#include <ncursesw/curses.h>
#else
#include <ncurses.h>
#endif

// Macros and globals do not import into Swift (or are not concurrency-safe there):
// these static inline shims expose what the UI needs as plain functions.

/// The standard screen.
static inline WINDOW *shopterm_stdscr(void) { return stdscr; }
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
/// Colour pair attribute for pair `n`.
static inline attr_t shopterm_color_pair(int n) { return COLOR_PAIR(n); }
/// Mouse masks that are macros.
static inline mmask_t shopterm_all_mouse_events(void) { return ALL_MOUSE_EVENTS | REPORT_MOUSE_POSITION; }
static inline mmask_t shopterm_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t shopterm_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t shopterm_button5_pressed(void) { return BUTTON5_PRESSED; }

#endif
