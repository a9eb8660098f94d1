#ifndef SHOPTERM_CQRENCODE_SHIM_H
#define SHOPTERM_CQRENCODE_SHIM_H
// libqrencode (Debian: libqrencode-dev; Homebrew: qrencode), for the checkout URL's QR code.
#include <qrencode.h>
#endif
