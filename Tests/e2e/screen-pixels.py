#!/usr/bin/env python3
"""Reads an X screenshot (xwd, 24/32-bit TrueColor) on stdin and says where a picture is.

Prints "<count> <left> <top> <right> <bottom>": the pixels that are light and grey (a product
photo's background and highlights; the terminal under test draws text green on black, so no text
is counted) and their bounding box, or "0 -1 -1 -1 -1" when there are none.
Used by Tests/e2e/sixel.sh.
"""
import struct
import sys

data = sys.stdin.buffer.read()
fields = struct.unpack(">25I", data[:100])
header_size, width, height = fields[0], fields[4], fields[5]
byte_order, bits_per_pixel, bytes_per_line, ncolors = fields[7], fields[11], fields[12], fields[19]
if bits_per_pixel != 32:
    sys.exit(f"screen-pixels: {bits_per_pixel} bits per pixel; run Xvfb with a 24-bit screen")
pixels = data[header_size + 12 * ncolors:]
count, left, top, right, bottom = 0, width, height, -1, -1
for y in range(height):
    row = pixels[y * bytes_per_line:y * bytes_per_line + width * 4]
    for x in range(0, width):
        b0, b1, b2 = row[4 * x], row[4 * x + 1], row[4 * x + 2]
        blue, green, red = (b0, b1, b2) if byte_order == 0 else (row[4 * x + 3], b2, b1)
        if min(red, green, blue) > 170 and max(red, green, blue) - min(red, green, blue) < 40:
            count += 1
            left, top, right, bottom = min(left, x), min(top, y), max(right, x), max(bottom, y)
print(count, left if count else -1, top if count else -1, right, bottom)
