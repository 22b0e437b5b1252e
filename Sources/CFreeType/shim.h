#ifndef ROWFRAME_CFREETYPE_SHIM_H
#define ROWFRAME_CFREETYPE_SHIM_H
// FreeType's public headers are normally reached through macros (FT_FREETYPE_H, …);
// the module map needs literal paths, so they are spelled out here.
#include <ft2build.h>
#include <freetype/freetype.h>
#include <freetype/ftoutln.h>
#include <freetype/ftsizes.h>
#include <freetype/ftsynth.h>
#include <freetype/tttables.h>
#include <freetype/ftmodapi.h>
#include <freetype/ftbitmap.h>

/// Load flags that are macros in FreeType and do not import into Swift.
/// Outlines in font units: no scaling, no hinting, no embedded bitmaps.
static inline FT_Int32 rf_ft_load_no_scale(void) { return FT_LOAD_NO_SCALE | FT_LOAD_NO_BITMAP; }
/// Color bitmaps (CBDT) as premultiplied BGRA.
static inline FT_Int32 rf_ft_load_color(void) { return FT_LOAD_COLOR; }
#endif
