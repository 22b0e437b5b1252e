#ifndef ROWFRAME_CZLIB_SHIM_H
#define ROWFRAME_CZLIB_SHIM_H
#include <zlib.h>
#endif
