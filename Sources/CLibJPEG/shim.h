#ifndef ROWFRAME_CLIBJPEG_SHIM_H
#define ROWFRAME_CLIBJPEG_SHIM_H
#include <stdio.h>
#include <jpeglib.h>
#endif
