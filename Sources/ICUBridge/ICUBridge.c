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
    // Opening a line break iterator loads its rules (costly); each thread keeps one and only
    // points it at new text. Results depend on the text alone.
    static __thread UBreakIterator *bi = NULL;
    UErrorCode status = U_ZERO_ERROR;
    if (bi == NULL) {
        bi = ubrk_open(UBRK_LINE, "en", NULL, 0, &status);
        if (U_FAILURE(status)) { bi = NULL; return -1; }
    }
    ubrk_setText(bi, (const UChar *)text, length, &status);
    if (U_FAILURE(status)) return -1;
    int32_t count = 0;
    for (int32_t p = ubrk_following(bi, 0); p != UBRK_DONE && count < capacity; p = ubrk_next(bi)) {
        int32_t rule = ubrk_getRuleStatus(bi);
        positions[count] = p;
        mandatory[count] = rule >= UBRK_LINE_HARD && rule < UBRK_LINE_HARD_LIMIT;
        count++;
    }
    // Forget the caller's text: the iterator must not point at freed memory.
    ubrk_setText(bi, NULL, 0, &status);
    return count;
}
