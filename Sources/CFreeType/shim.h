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

/// Load flags that are macros in FreeType and do not import into Swift.
static inline FT_Int32 rf_ft_load_no_hinting(void) { return FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP; }
static inline FT_Int32 rf_ft_load_color(void) { return FT_LOAD_COLOR; }
static inline FT_Int32 rf_ft_load_target_light(void) { return FT_LOAD_TARGET_LIGHT; }
#endif
