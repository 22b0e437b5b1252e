#ifndef ROWFRAME_CHARFBUZZ_SHIM_H
#define ROWFRAME_CHARFBUZZ_SHIM_H
#include <hb.h>
#include <hb-ot.h>

/// HB_TAG, a macro that does not import into Swift.
static inline hb_tag_t rf_hb_tag(char a, char b, char c, char d) { return HB_TAG(a, b, c, d); }
#endif
