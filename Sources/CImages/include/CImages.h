#ifndef CIMAGES_H
#define CIMAGES_H

/*
 * Product pictures: PNG, JPEG and WebP decoded by libpng, libjpeg-turbo (TurboJPEG) and libwebp,
 * drawn for a terminal by libchafa (Unicode symbols, sixels, kitty, iTerm2). Every library is
 * loaded when first needed (dlopen), as CCurl loads libcurl: shopterm starts as fast without
 * them, and runs without pictures where one is missing. Only these functions are visible to
 * Swift; the libraries' own APIs stay in CImages.c.
 */

#include <stddef.h>

/// Loads the decoders and libchafa, once per process; safe from any thread. Returns NULL when
/// they are ready, else why not (a static string).
const char *cimages_load(void);

/// Pixels, 8-bit RGBA (unassociated alpha), rows packed (`width * 4` bytes each).
typedef struct cimages_bitmap {
    unsigned char *pixels;
    int width;
    int height;
} cimages_bitmap;

/// The width and height the image's header declares, without decoding it. Returns NULL and
/// sets both, or why not (a static string: not PNG/JPEG/WebP, or a broken header).
const char *cimages_measure(const void *bytes, size_t length, int *width, int *height);

/// Decodes PNG, JPEG or WebP `bytes` into `out` (free with `cimages_bitmap_free`). Refuses an
/// image of more than `max_pixels` before decoding it. Returns NULL on success, else why not.
const char *cimages_decode(const void *bytes, size_t length, long max_pixels, cimages_bitmap *out);

/// Frees what `cimages_decode` allocated.
void cimages_bitmap_free(cimages_bitmap *bitmap);

/// How a picture reaches the terminal (libchafa's pixel modes).
typedef enum cimages_pixel_mode {
    CIMAGES_SYMBOLS = 0,
    CIMAGES_SIXELS = 1,
    CIMAGES_KITTY = 2,
    CIMAGES_ITERM2 = 3,
} cimages_pixel_mode;

/// The colours symbols are drawn in.
typedef enum cimages_colors {
    CIMAGES_TRUECOLOR = 0,
    CIMAGES_INDEXED_256 = 1,
} cimages_colors;

/// Draws `bitmap` on `columns` x `rows` cells of `cell_width` x `cell_height` pixels, stretched
/// to fill them (the caller keeps the aspect). Symbols are Unicode half blocks, one line per
/// row separated by "\n". Returns a malloc'd string (its length in `length`) or NULL.
char *cimages_render(const cimages_bitmap *bitmap, cimages_pixel_mode mode, cimages_colors colors, int columns,
                     int rows, int cell_width, int cell_height, size_t *length);

/// The file formats pictures come in.
typedef enum cimages_format {
    CIMAGES_PNG = 0,
    CIMAGES_JPEG = 1,
    CIMAGES_WEBP = 2,
} cimages_format;

/// Encodes RGBA `pixels` (libpng, TurboJPEG at quality 85, libwebp at quality 85). Returns a
/// malloc'd buffer (its length in `length`) or NULL.
void *cimages_encode(const unsigned char *pixels, int width, int height, cimages_format format, size_t *length);

#endif
