#ifndef ROWFRAME_PNGBRIDGE_H
#define ROWFRAME_PNGBRIDGE_H
#include <stddef.h>
#include <stdint.h>

/// Result codes of the bridge; the message buffer says more.
enum {
    RF_PNG_OK = 0,
    RF_PNG_ERR_SIGNATURE = 1,   // not a PNG file
    RF_PNG_ERR_TRUNCATED = 2,   // data ended early
    RF_PNG_ERR_CORRUPT = 3,     // libpng reported an error (bad CRC, bad chunk, bad zlib data…)
    RF_PNG_ERR_TOO_LARGE = 4,   // dimensions beyond the caller's limit
    RF_PNG_ERR_NOMEM = 5,
    RF_PNG_ERR_ARGUMENT = 6,
};

/// A malloc'd byte buffer owned by the caller after a successful call (free with rf_png_free).
typedef struct {
    uint8_t *data;
    size_t size;
    size_t capacity;
} rf_png_buffer;

/// Encodes straight (unpremultiplied) RGBA8 rows to PNG bytes; with opaque = 1 every alpha byte
/// is 255 and the image is written as RGB (the fourth byte of each pixel is skipped).
/// level: zlib level 0…9. filters: 0 for libpng's default choice, else a mask of
/// PNG_FILTER_NONE (0x08), SUB (0x10), UP (0x20), AVG (0x40), PAETH (0x80). strategy: -1 for
/// zlib's default, else Z_FILTERED 1, Z_HUFFMAN_ONLY 2, Z_RLE 3, Z_FIXED 4 (0 = default).
/// memory_level: zlib's memLevel 1…9 (8 is its default).
/// pixels_per_meter: 0 writes no pHYs chunk.
int rf_png_encode(const uint8_t *rgba, uint32_t width, uint32_t height, int level, int filters, int strategy,
                  int memory_level, int opaque, uint32_t pixels_per_meter, rf_png_buffer *out, char *message, size_t message_len);

/// Decodes any PNG (palette, gray, 16-bit, interlaced) to straight RGBA8.
/// On success *out_pixels is malloc'd width*height*4 bytes (free with rf_png_free).
int rf_png_decode(const uint8_t *data, size_t size, uint32_t max_width, uint32_t max_height,
                  uint64_t max_pixels, uint8_t **out_pixels, uint32_t *out_width,
                  uint32_t *out_height, uint32_t *out_pixels_per_meter,
                  char *message, size_t message_len);

/// Decodes like rf_png_decode into the caller's buffer of pixels_size bytes, which must be
/// exactly width*height*4 for the image's header (read it with rf_png_header first).
int rf_png_decode_into(const uint8_t *data, size_t size, uint32_t max_width, uint32_t max_height,
                       uint64_t max_pixels, uint8_t *pixels, size_t pixels_size, uint32_t *out_width,
                       uint32_t *out_height, uint32_t *out_pixels_per_meter,
                       char *message, size_t message_len);

void rf_png_free(void *pointer);

/// CRC-32 as PNG chunks use it (for APNG assembly).
uint32_t rf_png_crc32(uint32_t crc, const uint8_t *data, size_t size);

/// zlib's CRC-32 of `length` bytes, continuing from `crc` (0 to start).
unsigned long rf_crc32(unsigned long crc, const unsigned char *bytes, unsigned long length);

#endif
