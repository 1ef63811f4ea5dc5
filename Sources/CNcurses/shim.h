#ifndef WEATHERBOARD_CNCURSES_SHIM_H
#define WEATHERBOARD_CNCURSES_SHIM_H
// SwiftPM drops pkg-config's -D flags, so the wide-character API must be asked for here.
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <langinfo.h>
#include <stdio.h>
#include <sys/ioctl.h>
#include <ncurses.h>
#include <term.h>

// Globals and macros that Swift 6 cannot use directly.
static inline WINDOW *wb_stdscr(void) { return stdscr; }
static inline WINDOW *wb_curscr(void) { return curscr; }
static inline int wb_colors(void) { return COLORS; }
static inline int wb_color_pairs(void) { return COLOR_PAIRS; }
static inline attr_t wb_attr_bold(void) { return WA_BOLD; }
static inline attr_t wb_attr_dim(void) { return WA_DIM; }
static inline attr_t wb_attr_underline(void) { return WA_UNDERLINE; }
static inline attr_t wb_attr_reverse(void) { return WA_REVERSE; }
static inline attr_t wb_attr_normal(void) { return WA_NORMAL; }

// `stdin`/`stdout` are mutable C globals; newterm() needs them as FILE pointers.
static inline FILE *wb_stdin_file(void) { return stdin; }
static inline FILE *wb_stdout_file(void) { return stdout; }

// The codeset of the current LC_CTYPE ("UTF-8", "ANSI_X3.4-1968", ...); CODESET is a macro.
static inline const char *wb_codeset(void) { return nl_langinfo(CODESET); }

// ioctl() is variadic, so Swift cannot call it. Returns 0 and the size on success.
static inline int wb_window_size(int fd, int *rows, int *cols) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0) return -1;
    *rows = size.ws_row;
    *cols = size.ws_col;
    return 0;
}

// Whether the current terminal can move the cursor (terminfo "cup"). TERM=dumb cannot, and
// curses output on it is garbage. tigetstr returns (char *)-1 for "not a string capability".
static inline int wb_can_address_cursor(void) {
    char *capability = tigetstr("cup");
    return capability != NULL && capability != (char *)-1;
}

// wcwidth() is hidden unless _XOPEN_SOURCE is set before the first libc header, which a module
// header cannot guarantee; the prototype is the same either way. ncurses measures cells with it.
extern int wcwidth(wchar_t character);
static inline int wb_wcwidth(wchar_t character) { return wcwidth(character); }

// setcchar() with an extended (int) colour pair: ncurses reads it from `opts`, which keeps pair
// numbers above 32767 usable and hides the void* from Swift.
static inline int wb_setcchar(cchar_t *cell, const wchar_t *text, attr_t attrs, int pair) {
    return setcchar(cell, text, attrs, 0, &pair);
}
#endif
