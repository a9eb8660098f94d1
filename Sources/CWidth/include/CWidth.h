#ifndef CWIDTH_H
#define CWIDTH_H

#include <stdint.h>

/// The C library's `wcwidth` of `scalar`, asked in a UTF-8 locale of its own (so the process's
/// locale does not matter): 0 for combining and zero-width characters, 2 for wide ones, 1 for
/// others, -1 for what it deems unprintable; -2 when the system has no UTF-8 locale.
int cwidth_wcwidth(uint32_t scalar);

#endif
