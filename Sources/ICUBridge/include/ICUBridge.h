#ifndef ROWFRAME_ICU_BRIDGE_H
#define ROWFRAME_ICU_BRIDGE_H
// The only code that calls the system's ICU (libicu-dev). Its header declares plain C types
// only: ICU's own headers clash with the copy of ICU inside Foundation when both are imported
// into one Swift module.
#include <stdint.h>

/// Bidi embedding levels of a paragraph, one per UTF-16 unit. `rtl`: 1 when the paragraph's
/// direction defaults to right-to-left (no strong character), else 0; the first strong
/// character decides. Returns the paragraph level (0 LTR, 1 RTL), or -1 on error.
int rf_bidi_levels(const uint16_t *text, int32_t length, int rtl, uint8_t *levels);

/// The visual order of runs with these levels: visual_to_logical[v] is the run shown v-th.
void rf_bidi_reorder(const uint8_t *levels, int32_t count, int32_t *visual_to_logical);

/// Line break opportunities (UAX #14, ICU's rules) of a text: the UTF-16 offsets where a line
/// may end, and whether each break is mandatory. Returns the count (at most `capacity`), or -1.
int32_t rf_line_breaks(const uint16_t *text, int32_t length, int32_t *positions, uint8_t *mandatory, int32_t capacity);
#endif
