#ifndef ROWFRAME_CLIBPNG_SHIM_H
#define ROWFRAME_CLIBPNG_SHIM_H
#include <png.h>
#endif
