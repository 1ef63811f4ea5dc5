#ifndef WEATHERBOARD_CNCURSES_SHIM_H
#define WEATHERBOARD_CNCURSES_SHIM_H
// SwiftPM drops pkg-config's -D flags, so the wide-character API must be asked for here.
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <ncurses.h>
#include <panel.h>

// Globals and macros that Swift 6 cannot use directly.
static inline WINDOW *wb_stdscr(void) { return stdscr; }
static inline int wb_lines(void) { return LINES; }
static inline int wb_cols(void) { return COLS; }
static inline int wb_colors(void) { return COLORS; }
static inline int wb_color_pairs(void) { return COLOR_PAIRS; }
static inline attr_t wb_attr_bold(void) { return WA_BOLD; }
static inline attr_t wb_attr_dim(void) { return WA_DIM; }
static inline attr_t wb_attr_underline(void) { return WA_UNDERLINE; }
static inline attr_t wb_attr_reverse(void) { return WA_REVERSE; }
static inline attr_t wb_attr_italic(void) { return WA_ITALIC; }
static inline attr_t wb_attr_normal(void) { return WA_NORMAL; }
static inline int wb_key_resize(void) { return KEY_RESIZE; }
#endif
