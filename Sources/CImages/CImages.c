#include "CImages.h"

#include <dlfcn.h>
#include <png.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <turbojpeg.h>
#include <webp/decode.h>
#include <webp/encode.h>

/*
 * libchafa's API, declared here rather than through <chafa.h>, which needs GLib's headers (and
 * their per-architecture include folder) at build time. These are the signatures of chafa 1.x
 * (Debian 12 ships 1.12): int-sized enums, gint = int, guint = unsigned, GString's public layout.
 * Tests/TerminalPicturesTests draws through every one of them in each mode.
 */
typedef struct chafa_opaque chafa_opaque;
typedef struct chafa_gstring {
    char *str;
    size_t len;
    size_t allocated_len;
} chafa_gstring;

enum {
    CHAFA_CANVAS_MODE_TRUECOLOR_ = 0,
    CHAFA_CANVAS_MODE_INDEXED_256_ = 1,
    CHAFA_PIXEL_RGBA8_UNASSOCIATED_ = 4,
    CHAFA_SYMBOL_TAG_SPACE_ = 1 << 0,
    CHAFA_SYMBOL_TAG_SOLID_ = 1 << 1,
    CHAFA_SYMBOL_TAG_VHALF_ = 1 << 9,
};

static struct {
    chafa_opaque *(*canvas_config_new)(void);
    void (*canvas_config_unref)(chafa_opaque *config);
    void (*canvas_config_set_geometry)(chafa_opaque *config, int width, int height);
    void (*canvas_config_set_cell_geometry)(chafa_opaque *config, int width, int height);
    void (*canvas_config_set_canvas_mode)(chafa_opaque *config, int mode);
    void (*canvas_config_set_pixel_mode)(chafa_opaque *config, int mode);
    void (*canvas_config_set_symbol_map)(chafa_opaque *config, const chafa_opaque *map);
    chafa_opaque *(*symbol_map_new)(void);
    void (*symbol_map_unref)(chafa_opaque *map);
    void (*symbol_map_add_by_tags)(chafa_opaque *map, int tags);
    chafa_opaque *(*canvas_new)(const chafa_opaque *config);
    void (*canvas_unref)(chafa_opaque *canvas);
    void (*canvas_draw_all_pixels)(chafa_opaque *canvas, int type, const uint8_t *pixels, int width, int height,
                                   int rowstride);
    chafa_gstring *(*canvas_print)(chafa_opaque *canvas, chafa_opaque *term_info);
    chafa_opaque *(*term_db_get_default)(void);
    chafa_opaque *(*term_db_get_fallback_info)(chafa_opaque *db);
    void (*term_info_unref)(chafa_opaque *info);
    char *(*g_string_free)(chafa_gstring *string, int free_segment);
} chafa;

static struct {
    __typeof__(&png_image_begin_read_from_memory) begin_read_from_memory;
    __typeof__(&png_image_finish_read) finish_read;
    __typeof__(&png_image_free) free;
    __typeof__(&png_image_write_to_memory) write_to_memory;
} png;

static struct {
    __typeof__(&tjInitDecompress) init_decompress;
    __typeof__(&tjDecompressHeader3) decompress_header;
    __typeof__(&tjDecompress2) decompress;
    __typeof__(&tjDestroy) destroy;
    __typeof__(&tjInitCompress) init_compress;
    __typeof__(&tjCompress2) compress;
    __typeof__(&tjFree) free;
} tj;

static struct {
    __typeof__(&WebPGetInfo) get_info;
    __typeof__(&WebPDecodeRGBA) decode_rgba;
    __typeof__(&WebPFree) free;
    __typeof__(&WebPEncodeRGBA) encode_rgba;
} webp;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static const char *load_failure = "the image libraries are not loaded";

static void *open_first(const char *const *names, size_t count) {
    void *library = NULL;
    for (size_t i = 0; library == NULL && i < count; i++) library = dlopen(names[i], RTLD_LAZY | RTLD_LOCAL);
    return library;
}

#define OPEN(handle, message, ...)                                                 \
    static const char *const handle##_names[] = {__VA_ARGS__};                    \
    void *handle = open_first(handle##_names, sizeof handle##_names / sizeof handle##_names[0]); \
    if (handle == NULL) {                                                          \
        load_failure = message;                                                    \
        return;                                                                    \
    }

#define FIND(library, table, field, symbol)                                      \
    if ((*(void **)&table.field = dlsym(library, #symbol)) == NULL) {            \
        load_failure = "an image library is too old (" #symbol " is missing)";   \
        return;                                                                  \
    }

static void load(void) {
#ifdef __APPLE__
    OPEN(png_library, "libpng is not installed (brew install libpng)", "libpng16.16.dylib", "libpng16.dylib")
    OPEN(jpeg_library, "libjpeg-turbo is not installed (brew install jpeg-turbo)", "libturbojpeg.0.dylib", "libturbojpeg.dylib")
    OPEN(webp_library, "libwebp is not installed (brew install webp)", "libwebp.7.dylib", "libwebp.dylib")
    OPEN(chafa_library, "libchafa is not installed (brew install chafa)", "libchafa.0.dylib", "libchafa.dylib")
#else
    OPEN(png_library, "libpng is not installed (Debian/Ubuntu: apt-get install libpng16-16)", "libpng16.so.16", "libpng16.so")
    OPEN(jpeg_library, "libjpeg-turbo is not installed (Debian/Ubuntu: apt-get install libturbojpeg0)", "libturbojpeg.so.0", "libturbojpeg.so")
    OPEN(webp_library, "libwebp is not installed (Debian/Ubuntu: apt-get install libwebp7)", "libwebp.so.7", "libwebp.so.6", "libwebp.so")
    OPEN(chafa_library, "libchafa is not installed (Debian/Ubuntu: apt-get install libchafa0)", "libchafa.so.0", "libchafa.so")
#endif
    FIND(png_library, png, begin_read_from_memory, png_image_begin_read_from_memory)
    FIND(png_library, png, finish_read, png_image_finish_read)
    FIND(png_library, png, free, png_image_free)
    FIND(png_library, png, write_to_memory, png_image_write_to_memory)
    FIND(jpeg_library, tj, init_decompress, tjInitDecompress)
    FIND(jpeg_library, tj, decompress_header, tjDecompressHeader3)
    FIND(jpeg_library, tj, decompress, tjDecompress2)
    FIND(jpeg_library, tj, destroy, tjDestroy)
    FIND(jpeg_library, tj, init_compress, tjInitCompress)
    FIND(jpeg_library, tj, compress, tjCompress2)
    FIND(jpeg_library, tj, free, tjFree)
    FIND(webp_library, webp, get_info, WebPGetInfo)
    FIND(webp_library, webp, decode_rgba, WebPDecodeRGBA)
    FIND(webp_library, webp, free, WebPFree)
    FIND(webp_library, webp, encode_rgba, WebPEncodeRGBA)
    FIND(chafa_library, chafa, canvas_config_new, chafa_canvas_config_new)
    FIND(chafa_library, chafa, canvas_config_unref, chafa_canvas_config_unref)
    FIND(chafa_library, chafa, canvas_config_set_geometry, chafa_canvas_config_set_geometry)
    FIND(chafa_library, chafa, canvas_config_set_cell_geometry, chafa_canvas_config_set_cell_geometry)
    FIND(chafa_library, chafa, canvas_config_set_canvas_mode, chafa_canvas_config_set_canvas_mode)
    FIND(chafa_library, chafa, canvas_config_set_pixel_mode, chafa_canvas_config_set_pixel_mode)
    FIND(chafa_library, chafa, canvas_config_set_symbol_map, chafa_canvas_config_set_symbol_map)
    FIND(chafa_library, chafa, symbol_map_new, chafa_symbol_map_new)
    FIND(chafa_library, chafa, symbol_map_unref, chafa_symbol_map_unref)
    FIND(chafa_library, chafa, symbol_map_add_by_tags, chafa_symbol_map_add_by_tags)
    FIND(chafa_library, chafa, canvas_new, chafa_canvas_new)
    FIND(chafa_library, chafa, canvas_unref, chafa_canvas_unref)
    FIND(chafa_library, chafa, canvas_draw_all_pixels, chafa_canvas_draw_all_pixels)
    FIND(chafa_library, chafa, canvas_print, chafa_canvas_print)
    FIND(chafa_library, chafa, term_db_get_default, chafa_term_db_get_default)
    FIND(chafa_library, chafa, term_db_get_fallback_info, chafa_term_db_get_fallback_info)
    FIND(chafa_library, chafa, term_info_unref, chafa_term_info_unref)
    /* GLib comes with libchafa: dlsym searches the libraries it depends on too. */
    FIND(chafa_library, chafa, g_string_free, g_string_free)
    load_failure = NULL;
}

const char *cimages_load(void) {
    pthread_once(&load_once, load);
    return load_failure;
}

enum format { FORMAT_UNKNOWN, FORMAT_PNG, FORMAT_JPEG, FORMAT_WEBP };

static enum format format_of(const unsigned char *bytes, size_t length) {
    static const unsigned char png_signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
    if (length >= 8 && memcmp(bytes, png_signature, 8) == 0) return FORMAT_PNG;
    if (length >= 3 && bytes[0] == 0xff && bytes[1] == 0xd8 && bytes[2] == 0xff) return FORMAT_JPEG;
    if (length >= 12 && memcmp(bytes, "RIFF", 4) == 0 && memcmp(bytes + 8, "WEBP", 4) == 0) return FORMAT_WEBP;
    return FORMAT_UNKNOWN;
}

/* Reads a PNG's header into `image` (libpng's simplified API); zero when it is broken. */
static int png_begin(png_image *image, const unsigned char *bytes, size_t length) {
    memset(image, 0, sizeof *image);
    image->version = PNG_IMAGE_VERSION;
    return png.begin_read_from_memory(image, bytes, length);
}

const char *cimages_measure(const void *data, size_t length, int *width, int *height) {
    const char *failure = cimages_load();
    if (failure != NULL) return failure;
    const unsigned char *bytes = data;
    *width = 0;
    *height = 0;
    switch (format_of(bytes, length)) {
    case FORMAT_PNG: {
        png_image image;
        if (!png_begin(&image, bytes, length)) return "a broken PNG header";
        *width = (int)image.width;
        *height = (int)image.height;
        png.free(&image);
        return NULL;
    }
    case FORMAT_JPEG: {
        tjhandle handle = tj.init_decompress();
        if (handle == NULL) return "the JPEG decoder could not start";
        int subsampling = 0, colorspace = 0;
        int ok = tj.decompress_header(handle, bytes, (unsigned long)length, width, height, &subsampling, &colorspace) == 0;
        tj.destroy(handle);
        return ok ? NULL : "a broken JPEG header";
    }
    case FORMAT_WEBP:
        return webp.get_info(bytes, length, width, height) ? NULL : "a broken WebP header";
    case FORMAT_UNKNOWN:
        break;
    }
    return "not a PNG, JPEG or WebP image";
}

const char *cimages_decode(const void *data, size_t length, long max_pixels, cimages_bitmap *out) {
    memset(out, 0, sizeof *out);
    int width = 0, height = 0;
    const char *failure = cimages_measure(data, length, &width, &height);
    if (failure != NULL) return failure;
    if (width <= 0 || height <= 0) return "an image without pixels";
    if ((long long)width * (long long)height > (long long)max_pixels) return "an image too large to show";
    const unsigned char *bytes = data;
    size_t size = (size_t)width * (size_t)height * 4;
    switch (format_of(bytes, length)) {
    case FORMAT_PNG: {
        png_image image;
        if (!png_begin(&image, bytes, length)) return "a broken PNG header";
        image.format = PNG_FORMAT_RGBA;
        unsigned char *pixels = malloc(size);
        if (pixels == NULL) {
            png.free(&image);
            return "no memory for the image";
        }
        if (!png.finish_read(&image, NULL, pixels, 0, NULL)) {
            png.free(&image);
            free(pixels);
            return "a broken PNG image";
        }
        out->pixels = pixels;
        break;
    }
    case FORMAT_JPEG: {
        tjhandle handle = tj.init_decompress();
        unsigned char *pixels = malloc(size);
        if (handle == NULL || pixels == NULL) {
            if (handle != NULL) tj.destroy(handle);
            free(pixels);
            return "the JPEG decoder could not start";
        }
        int result = tj.decompress(handle, bytes, (unsigned long)length, pixels, width, 0, height, TJPF_RGBA, 0);
        tj.destroy(handle);
        if (result != 0) {
            free(pixels);
            return "a broken JPEG image";
        }
        out->pixels = pixels;
        break;
    }
    case FORMAT_WEBP: {
        int decoded_width = 0, decoded_height = 0;
        uint8_t *decoded = webp.decode_rgba(bytes, length, &decoded_width, &decoded_height);
        if (decoded == NULL || decoded_width != width || decoded_height != height) {
            if (decoded != NULL) webp.free(decoded);
            return "a broken WebP image";
        }
        /* Copied so that every bitmap is freed the same way. */
        unsigned char *pixels = malloc(size);
        if (pixels != NULL) memcpy(pixels, decoded, size);
        webp.free(decoded);
        if (pixels == NULL) return "no memory for the image";
        out->pixels = pixels;
        break;
    }
    case FORMAT_UNKNOWN:
        return "not a PNG, JPEG or WebP image";
    }
    out->width = width;
    out->height = height;
    return NULL;
}

void cimages_bitmap_free(cimages_bitmap *bitmap) {
    free(bitmap->pixels);
    bitmap->pixels = NULL;
}

char *cimages_render(const cimages_bitmap *bitmap, cimages_pixel_mode mode, cimages_colors colors, int columns,
                     int rows, int cell_width, int cell_height, size_t *length) {
    *length = 0;
    if (cimages_load() != NULL || bitmap->pixels == NULL || columns <= 0 || rows <= 0) return NULL;
    chafa_opaque *config = chafa.canvas_config_new();
    chafa.canvas_config_set_geometry(config, columns, rows);
    if (cell_width > 0 && cell_height > 0) chafa.canvas_config_set_cell_geometry(config, cell_width, cell_height);
    chafa.canvas_config_set_pixel_mode(config, (int)mode);
    chafa.canvas_config_set_canvas_mode(
        config, colors == CIMAGES_INDEXED_256 ? CHAFA_CANVAS_MODE_INDEXED_256_ : CHAFA_CANVAS_MODE_TRUECOLOR_);
    chafa_opaque *symbols = chafa.symbol_map_new();
    chafa.symbol_map_add_by_tags(symbols, CHAFA_SYMBOL_TAG_VHALF_ | CHAFA_SYMBOL_TAG_SPACE_ | CHAFA_SYMBOL_TAG_SOLID_);
    chafa.canvas_config_set_symbol_map(config, symbols);
    chafa_opaque *canvas = chafa.canvas_new(config);
    chafa.canvas_draw_all_pixels(canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED_, bitmap->pixels, bitmap->width,
                                 bitmap->height, bitmap->width * 4);
    chafa_opaque *info = chafa.term_db_get_fallback_info(chafa.term_db_get_default());
    chafa_gstring *printed = chafa.canvas_print(canvas, info);
    char *result = NULL;
    if (printed != NULL) {
        result = malloc(printed->len + 1);
        if (result != NULL) {
            memcpy(result, printed->str, printed->len + 1);
            *length = printed->len;
        }
        chafa.g_string_free(printed, 1);
    }
    chafa.term_info_unref(info);
    chafa.canvas_unref(canvas);
    chafa.symbol_map_unref(symbols);
    chafa.canvas_config_unref(config);
    return result;
}

void *cimages_encode(const unsigned char *pixels, int width, int height, cimages_format format, size_t *length) {
    *length = 0;
    if (cimages_load() != NULL || width <= 0 || height <= 0) return NULL;
    if (format == CIMAGES_JPEG) {
        tjhandle handle = tj.init_compress();
        if (handle == NULL) return NULL;
        unsigned char *jpeg = NULL;
        unsigned long size = 0;
        int result = tj.compress(handle, pixels, width, 0, height, TJPF_RGBA, &jpeg, &size, TJSAMP_420, 85, 0);
        tj.destroy(handle);
        void *copy = result == 0 ? malloc(size) : NULL;
        if (copy != NULL) {
            memcpy(copy, jpeg, size);
            *length = size;
        }
        if (jpeg != NULL) tj.free(jpeg);
        return copy;
    }
    if (format == CIMAGES_WEBP) {
        uint8_t *encoded = NULL;
        size_t size = webp.encode_rgba(pixels, width, height, width * 4, 85, &encoded);
        void *copy = size > 0 ? malloc(size) : NULL;
        if (copy != NULL) {
            memcpy(copy, encoded, size);
            *length = size;
        }
        if (encoded != NULL) webp.free(encoded);
        return copy;
    }
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    image.width = (png_uint_32)width;
    image.height = (png_uint_32)height;
    image.format = PNG_FORMAT_RGBA;
    png_alloc_size_t size = 0;
    if (!png.write_to_memory(&image, NULL, &size, 0, pixels, 0, NULL)) return NULL;
    void *buffer = malloc(size);
    if (buffer == NULL) return NULL;
    if (!png.write_to_memory(&image, buffer, &size, 0, pixels, 0, NULL)) {
        free(buffer);
        return NULL;
    }
    *length = size;
    return buffer;
}
