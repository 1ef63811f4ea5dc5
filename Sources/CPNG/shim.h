#ifndef WEATHERBOARD_CPNG_SHIM_H
#define WEATHERBOARD_CPNG_SHIM_H
#include <dlfcn.h>
#include <string.h>
#include <png.h>

// libpng is not linked: it is opened with dlopen the first time a radar tile is decoded
// (wb_png_open, from LibPNG.swift), so that no other command loads libpng and zlib at start-up.
// Only libpng's simplified API is used: it reports errors in png_image.message instead of
// longjmp-ing out of the caller, which Swift code cannot survive. Each function is reached
// through a pointer typed from png.h's own declaration. Writing is for the radar map in
// pixels, which kitty's protocol takes as PNG.
#define WB_PNG_FUNCTIONS(X) \
    X(png_image_begin_read_from_memory) X(png_image_finish_read) X(png_image_free) \
    X(png_image_write_to_memory)

struct wb_png {
#define WB_PNG_FIELD(name) __typeof__(&name) _Nonnull name;
    WB_PNG_FUNCTIONS(WB_PNG_FIELD)
#undef WB_PNG_FIELD
};

// Fills `api` from libpng16.so.16; NULL on success, else why it could not (dlerror's text).
static inline const char *_Nullable wb_png_open(struct wb_png *_Nonnull api) {
    memset(api, 0, sizeof *api);
    void *library = dlopen("libpng16.so.16", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return dlerror();
#define WB_PNG_LOAD(name) \
    if ((*(void **)&api->name = dlsym(library, #name)) == NULL) return "libpng has no " #name;
    WB_PNG_FUNCTIONS(WB_PNG_LOAD)
#undef WB_PNG_LOAD
    return NULL;
}

// The simplified API's constants and size macro, which Swift cannot import as written.
static inline png_uint_32 wb_png_image_version(void) { return PNG_IMAGE_VERSION; }
static inline png_uint_32 wb_png_format_rgba(void) { return PNG_FORMAT_RGBA; }
static inline png_uint_32 wb_png_format_rgba_colormap(void) { return PNG_FORMAT_RGBA_COLORMAP; }
#endif
