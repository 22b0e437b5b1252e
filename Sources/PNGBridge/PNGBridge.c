// The only place that calls libpng. libpng reports errors with longjmp; setjmp is taken here,
// in C, so an error returns a code to Swift instead of jumping across Swift frames.
#include "PNGBridge.h"
#include <png.h>
#include <zlib.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <stdio.h>

typedef struct {
    jmp_buf jump;
    char *message;
    size_t message_len;
    int code;
} rf_error_state;

static void rf_set_message(rf_error_state *state, int code, const char *text) {
    state->code = code;
    if (state->message && state->message_len > 0) {
        snprintf(state->message, state->message_len, "%s", text);
    }
}

static void rf_error_fn(png_structp png, png_const_charp text) {
    rf_error_state *state = (rf_error_state *)png_get_error_ptr(png);
    if (state->code == RF_PNG_OK) {
        int code = RF_PNG_ERR_CORRUPT;
        if (strstr(text, "Not a PNG") || strstr(text, "signature")) code = RF_PNG_ERR_SIGNATURE;
        if (strstr(text, "exceeds user limit") || strstr(text, "too large")) code = RF_PNG_ERR_TOO_LARGE;
        if (strstr(text, "out of memory") || strstr(text, "Out of memory")) code = RF_PNG_ERR_NOMEM;
        rf_set_message(state, code, text);
    }
    longjmp(state->jump, 1);
}

static void rf_warning_fn(png_structp png, png_const_charp text) {
    (void)png; (void)text; // warnings (e.g. a bad CRC on an ancillary chunk) are not errors
}

// MARK: - Encode

static void rf_write_fn(png_structp png, png_bytep bytes, size_t length) {
    rf_png_buffer *buffer = (rf_png_buffer *)png_get_io_ptr(png);
    if (buffer->size + length > buffer->capacity) {
        size_t capacity = buffer->capacity ? buffer->capacity : 65536;
        while (capacity < buffer->size + length) capacity *= 2;
        uint8_t *grown = (uint8_t *)realloc(buffer->data, capacity);
        if (!grown) png_error(png, "out of memory");
        buffer->data = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->data + buffer->size, bytes, length);
    buffer->size += length;
}

static void rf_flush_fn(png_structp png) { (void)png; }

int rf_png_encode(const uint8_t *rgba, uint32_t width, uint32_t height, int level, int filters, int strategy,
                  int memory_level, int opaque, uint32_t pixels_per_meter, rf_png_buffer *out, char *message, size_t message_len) {
    rf_error_state state;
    memset(&state, 0, sizeof state);
    state.message = message;
    state.message_len = message_len;
    if (!rgba || !out || width == 0 || height == 0 || level < 0 || level > 9 || (filters & ~0xF8) || strategy > 4 ||
        memory_level < 1 || memory_level > 9) {
        rf_set_message(&state, RF_PNG_ERR_ARGUMENT, "invalid encode arguments");
        return state.code;
    }
    out->data = NULL; out->size = 0; out->capacity = 0;

    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &state, rf_error_fn, rf_warning_fn);
    if (!png) { rf_set_message(&state, RF_PNG_ERR_NOMEM, "png_create_write_struct failed"); return state.code; }
    png_infop info = png_create_info_struct(png);
    png_bytep *rows = NULL;
    if (!info) {
        png_destroy_write_struct(&png, NULL);
        rf_set_message(&state, RF_PNG_ERR_NOMEM, "png_create_info_struct failed");
        return state.code;
    }
    if (setjmp(state.jump)) {
        free(rows);
        png_destroy_write_struct(&png, &info);
        free(out->data);
        out->data = NULL; out->size = 0; out->capacity = 0;
        return state.code ? state.code : RF_PNG_ERR_CORRUPT;
    }
    png_set_write_fn(png, out, rf_write_fn, rf_flush_fn);
    png_set_compression_level(png, level);
    if (filters) png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    if (strategy >= 0) png_set_compression_strategy(png, strategy);
    png_set_compression_mem_level(png, memory_level);
    png_set_IHDR(png, info, width, height, 8, opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    if (pixels_per_meter > 0) {
        png_set_pHYs(png, info, pixels_per_meter, pixels_per_meter, PNG_RESOLUTION_METER);
    }
    rows = (png_bytep *)malloc(sizeof(png_bytep) * height);
    if (!rows) png_error(png, "out of memory");
    for (uint32_t y = 0; y < height; y++) rows[y] = (png_bytep)(rgba + (size_t)y * width * 4);
    png_write_info(png, info);
    // Opaque: the rows keep their fourth byte, which libpng drops (set after the header).
    if (opaque) png_set_filler(png, 0, PNG_FILLER_AFTER);
    png_write_image(png, rows);
    png_write_end(png, info);
    free(rows);
    png_destroy_write_struct(&png, &info);
    return RF_PNG_OK;
}

// MARK: - Decode

typedef struct {
    const uint8_t *data;
    size_t size;
    size_t offset;
} rf_reader;

static void rf_read_fn(png_structp png, png_bytep bytes, size_t length) {
    rf_reader *reader = (rf_reader *)png_get_io_ptr(png);
    if (reader->size - reader->offset < length) {
        rf_error_state *state = (rf_error_state *)png_get_error_ptr(png);
        rf_set_message(state, RF_PNG_ERR_TRUNCATED, "the file ends before the image data is complete");
        longjmp(state->jump, 1);
    }
    memcpy(bytes, reader->data + reader->offset, length);
    reader->offset += length;
}

static int rf_png_decode_impl(const uint8_t *data, size_t size, uint32_t max_width, uint32_t max_height,
                               uint64_t max_pixels, uint8_t *into, size_t into_size, uint8_t **out_pixels,
                               uint32_t *out_width, uint32_t *out_height, uint32_t *out_pixels_per_meter,
                               char *message, size_t message_len) {
    rf_error_state state;
    memset(&state, 0, sizeof state);
    state.message = message;
    state.message_len = message_len;
    if (size < 8 || png_sig_cmp((png_const_bytep)data, 0, 8) != 0) {
        rf_set_message(&state, RF_PNG_ERR_SIGNATURE, "the data does not start with the PNG signature");
        return state.code;
    }
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &state, rf_error_fn, rf_warning_fn);
    if (!png) { rf_set_message(&state, RF_PNG_ERR_NOMEM, "png_create_read_struct failed"); return state.code; }
    png_infop info = png_create_info_struct(png);
    if (!info) {
        png_destroy_read_struct(&png, NULL, NULL);
        rf_set_message(&state, RF_PNG_ERR_NOMEM, "png_create_info_struct failed");
        return state.code;
    }
    uint8_t *volatile pixels = NULL;
    png_bytep *volatile rows = NULL;
    if (setjmp(state.jump)) {
        free(rows);
        free(pixels);
        png_destroy_read_struct(&png, &info, NULL);
        return state.code ? state.code : RF_PNG_ERR_CORRUPT;
    }
    rf_reader reader = { data, size, 0 };
    png_set_read_fn(png, &reader, rf_read_fn);
    png_set_user_limits(png, max_width, max_height);
    png_set_chunk_malloc_max(png, 64u * 1024u * 1024u);
    png_read_info(png, info);

    png_uint_32 width = 0, height = 0;
    int bit_depth = 0, color_type = 0, interlace = 0;
    png_get_IHDR(png, info, &width, &height, &bit_depth, &color_type, &interlace, NULL, NULL);
    if ((uint64_t)width * (uint64_t)height > max_pixels) {
        char text[160];
        snprintf(text, sizeof text, "image is %ux%u pixels, over the limit of %llu pixels",
                 (unsigned)width, (unsigned)height, (unsigned long long)max_pixels);
        rf_set_message(&state, RF_PNG_ERR_TOO_LARGE, text);
        longjmp(state.jump, 1);
    }
    png_uint_32 res_x = 0, res_y = 0;
    int unit = 0;
    *out_pixels_per_meter = 0;
    if (png_get_pHYs(png, info, &res_x, &res_y, &unit) && unit == PNG_RESOLUTION_METER) {
        *out_pixels_per_meter = res_x;
    }

    if (bit_depth == 16) png_set_strip_16(png);
    if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (color_type == PNG_COLOR_TYPE_GRAY && bit_depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (png_get_valid(png, info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
    if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    if (!(color_type & PNG_COLOR_MASK_ALPHA) && !png_get_valid(png, info, PNG_INFO_tRNS)) {
        png_set_filler(png, 0xFF, PNG_FILLER_AFTER);
    }
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)width * 4) {
        png_error(png, "unsupported pixel layout after transformation");
    }
    uint8_t *target = into;
    if (into) {
        if (into_size != (size_t)width * height * 4) png_error(png, "the image size does not match the header read before");
    } else {
        pixels = (uint8_t *)malloc((size_t)width * height * 4);
        target = pixels;
    }
    rows = (png_bytep *)malloc(sizeof(png_bytep) * height);
    if (!target || !rows) png_error(png, "out of memory");
    for (png_uint_32 y = 0; y < height; y++) rows[y] = target + (size_t)y * width * 4;
    png_read_image(png, rows);
    png_read_end(png, NULL);
    free(rows);
    png_destroy_read_struct(&png, &info, NULL);
    if (out_pixels) *out_pixels = pixels;
    *out_width = width;
    *out_height = height;
    return RF_PNG_OK;
}

int rf_png_decode(const uint8_t *data, size_t size, uint32_t max_width, uint32_t max_height,
                  uint64_t max_pixels, uint8_t **out_pixels, uint32_t *out_width,
                  uint32_t *out_height, uint32_t *out_pixels_per_meter,
                  char *message, size_t message_len) {
    *out_pixels = NULL;
    return rf_png_decode_impl(data, size, max_width, max_height, max_pixels, NULL, 0, out_pixels,
                              out_width, out_height, out_pixels_per_meter, message, message_len);
}

int rf_png_decode_into(const uint8_t *data, size_t size, uint32_t max_width, uint32_t max_height,
                       uint64_t max_pixels, uint8_t *pixels, size_t pixels_size, uint32_t *out_width,
                       uint32_t *out_height, uint32_t *out_pixels_per_meter,
                       char *message, size_t message_len) {
    return rf_png_decode_impl(data, size, max_width, max_height, max_pixels, pixels, pixels_size, NULL,
                              out_width, out_height, out_pixels_per_meter, message, message_len);
}

void rf_png_free(void *pointer) { free(pointer); }

uint32_t rf_png_crc32(uint32_t crc, const uint8_t *data, size_t size) {
    return (uint32_t)crc32(crc, data, (uInt)size);
}

unsigned long rf_crc32(unsigned long crc, const unsigned char *bytes, unsigned long length) {
    return crc32(crc, bytes, (uInt)length);
}
