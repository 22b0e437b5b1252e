// The only place that calls libjpeg. libjpeg reports errors through error_exit, which must not
// return; setjmp is taken here, in C, so an error returns a code to Swift instead of jumping
// across Swift frames.
#include "JPEGBridge.h"
#include <stdio.h>
#include <jpeglib.h>
#include <jerror.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    struct jpeg_error_mgr manager;      // first, so the library's pointer is ours
    struct jpeg_progress_mgr progress;
    jmp_buf jump;
    char *message;
    size_t message_len;
    int code;
    uint32_t max_scans;
} rf_jpeg_state;

static void rf_set_message(rf_jpeg_state *state, int code, const char *text) {
    if (state->code != RF_JPEG_OK) return;
    state->code = code;
    if (state->message && state->message_len > 0) snprintf(state->message, state->message_len, "%s", text);
}

static void rf_error_exit(j_common_ptr cinfo) {
    rf_jpeg_state *state = (rf_jpeg_state *)cinfo->err;
    char text[JMSG_LENGTH_MAX];
    (*cinfo->err->format_message)(cinfo, text);
    int code = RF_JPEG_ERR_CORRUPT;
    if (cinfo->err->msg_code == JERR_OUT_OF_MEMORY) code = RF_JPEG_ERR_NOMEM;
    if (cinfo->err->msg_code == JERR_NO_SOI) code = RF_JPEG_ERR_SIGNATURE;
    rf_set_message(state, code, text);
    longjmp(state->jump, 1);
}

// Warnings are not errors (extraneous bytes, an odd marker), except data ending early: libjpeg
// would fill the rest of the picture with gray, and a render must not show a half-read image.
static void rf_emit_message(j_common_ptr cinfo, int level) {
    if (level == -1 && cinfo->err->msg_code == JWRN_JPEG_EOF) {
        rf_set_message((rf_jpeg_state *)cinfo->err, RF_JPEG_ERR_TRUNCATED, "the file ends before the image data is complete");
        longjmp(((rf_jpeg_state *)cinfo->err)->jump, 1);
    }
}

static void rf_progress(j_common_ptr cinfo) {
    rf_jpeg_state *state = (rf_jpeg_state *)cinfo->err;
    j_decompress_ptr d = (j_decompress_ptr)cinfo;
    if (d->input_scan_number > (int)state->max_scans) {
        char text[96];
        snprintf(text, sizeof text, "more than %u scans", (unsigned)state->max_scans);
        rf_set_message(state, RF_JPEG_ERR_TOO_LARGE, text);
        longjmp(state->jump, 1);
    }
}

// The Exif orientation tag (0x0112) from an APP1 marker kept by jpeg_save_markers; 1 if absent.
static uint32_t rf_orientation(j_decompress_ptr cinfo) {
    for (jpeg_saved_marker_ptr m = cinfo->marker_list; m; m = m->next) {
        if (m->marker != JPEG_APP0 + 1 || m->data_length < 14 || memcmp(m->data, "Exif\0\0", 6) != 0) continue;
        const uint8_t *t = m->data + 6;
        size_t n = m->data_length - 6;
        int little = t[0] == 'I' && t[1] == 'I';
        if (!little && !(t[0] == 'M' && t[1] == 'M')) return 1;
#define RF_U16(p) (little ? (uint32_t)(p)[0] | (uint32_t)(p)[1] << 8 : (uint32_t)(p)[0] << 8 | (uint32_t)(p)[1])
#define RF_U32(p) (little ? (uint32_t)(p)[0] | (uint32_t)(p)[1] << 8 | (uint32_t)(p)[2] << 16 | (uint32_t)(p)[3] << 24 \
                          : (uint32_t)(p)[0] << 24 | (uint32_t)(p)[1] << 16 | (uint32_t)(p)[2] << 8 | (uint32_t)(p)[3])
        uint32_t ifd = RF_U32(t + 4);
        if (ifd > n - 2) return 1;
        uint32_t count = RF_U16(t + ifd);
        for (uint32_t i = 0; i < count; i++) {
            size_t at = (size_t)ifd + 2 + (size_t)i * 12;
            if (at + 12 > n) return 1;
            if (RF_U16(t + at) == 0x0112) {
                uint32_t value = RF_U16(t + at + 8);
                return value >= 1 && value <= 8 ? value : 1;
            }
        }
#undef RF_U16
#undef RF_U32
        return 1;
    }
    return 1;
}

int rf_jpeg_decode(const uint8_t *data, size_t size, uint32_t max_width, uint32_t max_height,
                   uint64_t max_pixels, uint32_t max_scans, uint8_t **out_pixels, uint32_t *out_width,
                   uint32_t *out_height, uint32_t *out_orientation, char *message, size_t message_len) {
    *out_pixels = NULL;
    rf_jpeg_state state;
    memset(&state, 0, sizeof state);
    state.message = message;
    state.message_len = message_len;
    state.max_scans = max_scans;
    if (size < 3 || data[0] != 0xFF || data[1] != 0xD8 || data[2] != 0xFF) {
        rf_set_message(&state, RF_JPEG_ERR_SIGNATURE, "the data does not start with a JPEG marker");
        return state.code;
    }
    struct jpeg_decompress_struct cinfo;
    cinfo.err = jpeg_std_error(&state.manager);
    state.manager.error_exit = rf_error_exit;
    state.manager.emit_message = rf_emit_message;
    uint8_t *volatile pixels = NULL;
    JSAMPLE *volatile row = NULL;
    if (setjmp(state.jump)) {
        free(pixels);
        free(row);
        jpeg_destroy_decompress(&cinfo);
        return state.code ? state.code : RF_JPEG_ERR_CORRUPT;
    }
    jpeg_create_decompress(&cinfo);
    cinfo.mem->max_memory_to_use = 512L * 1024 * 1024;
    state.progress.progress_monitor = rf_progress;
    cinfo.progress = &state.progress;
    jpeg_mem_src(&cinfo, data, (unsigned long)size);
    jpeg_save_markers(&cinfo, JPEG_APP0 + 1, 0xFFFF);
    jpeg_read_header(&cinfo, TRUE);
    uint32_t width = cinfo.image_width, height = cinfo.image_height;
    if (width == 0 || height == 0 || width > max_width || height > max_height || (uint64_t)width * height > max_pixels) {
        char text[160];
        snprintf(text, sizeof text, "image is %ux%u pixels, over the limit of %ux%u and %llu pixels", (unsigned)width,
                 (unsigned)height, (unsigned)max_width, (unsigned)max_height, (unsigned long long)max_pixels);
        rf_set_message(&state, RF_JPEG_ERR_TOO_LARGE, text);
        longjmp(state.jump, 1);
    }
    *out_orientation = rf_orientation(&cinfo);
    int cmyk = cinfo.jpeg_color_space == JCS_CMYK || cinfo.jpeg_color_space == JCS_YCCK;
    cinfo.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_RGBA;
    cinfo.dct_method = JDCT_ISLOW;
    cinfo.do_fancy_upsampling = TRUE;
    jpeg_start_decompress(&cinfo);
    pixels = (uint8_t *)malloc((size_t)width * height * 4);
    if (!pixels) { rf_set_message(&state, RF_JPEG_ERR_NOMEM, "out of memory"); longjmp(state.jump, 1); }
    if (cmyk) {
        row = (JSAMPLE *)malloc((size_t)width * 4);
        if (!row) { rf_set_message(&state, RF_JPEG_ERR_NOMEM, "out of memory"); longjmp(state.jump, 1); }
    }
    // Adobe's CMYK JPEGs store the inks inverted (255 = no ink), which libjpeg passes through.
    int inverted = cinfo.saw_Adobe_marker;
    while (cinfo.output_scanline < cinfo.output_height) {
        uint8_t *target = pixels + (size_t)cinfo.output_scanline * width * 4;
        JSAMPROW rows[1] = { cmyk ? row : target };
        jpeg_read_scanlines(&cinfo, rows, 1);
        if (!cmyk) continue;
        for (uint32_t x = 0; x < width; x++) {
            uint32_t c = row[4 * x], m = row[4 * x + 1], y = row[4 * x + 2], k = row[4 * x + 3];
            if (!inverted) { c = 255 - c; m = 255 - m; y = 255 - y; k = 255 - k; }
            target[4 * x] = (uint8_t)((c * k + 127) / 255);
            target[4 * x + 1] = (uint8_t)((m * k + 127) / 255);
            target[4 * x + 2] = (uint8_t)((y * k + 127) / 255);
            target[4 * x + 3] = 255;
        }
    }
    jpeg_finish_decompress(&cinfo);
    jpeg_destroy_decompress(&cinfo);
    free(row);
    *out_pixels = pixels;
    *out_width = width;
    *out_height = height;
    return RF_JPEG_OK;
}

void rf_jpeg_free(void *pointer) { free(pointer); }
