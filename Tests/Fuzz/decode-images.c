/*
 * libFuzzer over the picture decoders as shopterm calls them: cimages_measure, then
 * cimages_decode with shopterm's pixel cap, then a render of what decoded (so that any bitmap
 * a file yields is also safe to draw). Built and run by scripts/fuzz-images.sh with
 * AddressSanitizer; built with -DCIMAGES_FUZZ_SEEDS it writes a seed corpus instead (a small
 * gradient as PNG, JPEG and WebP) into the folder it is given.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include "CImages.h"

/// ImageCodec.maxPixels: 4096 × 4096.
static const long max_pixels = 4096L * 4096L;

#ifndef CIMAGES_FUZZ_SEEDS
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (cimages_load() != NULL) abort();  // the libraries must be there, or nothing is fuzzed
    int width = 0, height = 0;
    (void)cimages_measure(data, size, &width, &height);
    cimages_bitmap bitmap = {0};
    if (cimages_decode(data, size, max_pixels, &bitmap) == NULL) {
        size_t length = 0;
        char *drawn = cimages_render(&bitmap, CIMAGES_SYMBOLS, CIMAGES_INDEXED_256, 4, 2, 10, 20, &length);
        free(drawn);
        cimages_bitmap_free(&bitmap);
    }
    return 0;
}
#else
int main(int argc, char **argv) {
    if (argc != 2 || cimages_load() != NULL) return 1;
    enum { side = 16 };
    unsigned char pixels[side * side * 4];
    for (int i = 0; i < side * side; i++) {
        pixels[4 * i] = (unsigned char)(i * 7);
        pixels[4 * i + 1] = (unsigned char)(i / side * 16);
        pixels[4 * i + 2] = (unsigned char)(255 - i);
        pixels[4 * i + 3] = (unsigned char)(i % 3 == 0 ? 128 : 255);
    }
    const char *names[] = {"seed.png", "seed.jpg", "seed.webp"};
    for (int format = CIMAGES_PNG; format <= CIMAGES_WEBP; format++) {
        size_t length = 0;
        void *file = cimages_encode(pixels, side, side, (cimages_format)format, &length);
        if (file == NULL) return 1;
        char path[4096];
        snprintf(path, sizeof path, "%s/%s", argv[1], names[format]);
        FILE *out = fopen(path, "wb");
        if (out == NULL || fwrite(file, 1, length, out) != length) return 1;
        fclose(out);
        free(file);
    }
    return 0;
}
#endif
