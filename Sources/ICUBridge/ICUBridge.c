#include "ICUBridge.h"
#include <unicode/utypes.h>
#include <unicode/ubidi.h>
#include <unicode/ubrk.h>

int rf_bidi_levels(const uint16_t *text, int32_t length, int rtl, uint8_t *levels) {
    UErrorCode status = U_ZERO_ERROR;
    UBiDi *bidi = ubidi_openSized(length, 0, &status);
    if (U_FAILURE(status)) return -1;
    ubidi_setPara(bidi, (const UChar *)text, length, rtl ? UBIDI_DEFAULT_RTL : UBIDI_DEFAULT_LTR, NULL, &status);
    if (U_FAILURE(status)) { ubidi_close(bidi); return -1; }
    const UBiDiLevel *l = ubidi_getLevels(bidi, &status);
    if (U_FAILURE(status)) { ubidi_close(bidi); return -1; }
    for (int32_t i = 0; i < length; i++) levels[i] = l[i];
    int para = ubidi_getParaLevel(bidi);
    ubidi_close(bidi);
    return para;
}

void rf_bidi_reorder(const uint8_t *levels, int32_t count, int32_t *visual_to_logical) {
    ubidi_reorderVisual((const UBiDiLevel *)levels, count, visual_to_logical);
}

int32_t rf_line_breaks(const uint16_t *text, int32_t length, int32_t *positions, uint8_t *mandatory, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *bi = ubrk_open(UBRK_LINE, "en", (const UChar *)text, length, &status);
    if (U_FAILURE(status)) return -1;
    int32_t count = 0;
    for (int32_t p = ubrk_following(bi, 0); p != UBRK_DONE && count < capacity; p = ubrk_next(bi)) {
        int32_t rule = ubrk_getRuleStatus(bi);
        positions[count] = p;
        mandatory[count] = rule >= UBRK_LINE_HARD && rule < UBRK_LINE_HARD_LIMIT;
        count++;
    }
    ubrk_close(bi);
    return count;
}
