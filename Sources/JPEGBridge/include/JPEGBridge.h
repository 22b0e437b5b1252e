#ifndef ROWFRAME_JPEGBRIDGE_H
#define ROWFRAME_JPEGBRIDGE_H
#include <stddef.h>
#include <stdint.h>

/// Result codes of the bridge; the message buffer says more.
enum {
    RF_JPEG_OK = 0,
    RF_JPEG_ERR_SIGNATURE = 1,   // not a JPEG file (no SOI marker)
    RF_JPEG_ERR_TRUNCATED = 2,   // data ended before the image was complete
    RF_JPEG_ERR_CORRUPT = 3,     // libjpeg reported an error
    RF_JPEG_ERR_TOO_LARGE = 4,   // dimensions or scans beyond the caller's limits
    RF_JPEG_ERR_NOMEM = 5,
};

/// Decodes a baseline or progressive JPEG (grayscale, YCbCr, RGB, CMYK or YCCK) to opaque RGBA8,
/// with libjpeg's exact integer inverse DCT and its default (fancy) upsampling, so the same data
/// gives the same pixels on every machine with the same library. The size is checked against the
/// limits from the frame header, before any pixel memory is allocated; a progressive file with
/// more than max_scans scans is refused (a file of many empty scans costs time, not data).
/// *out_orientation: the Exif orientation (1…8; 1 when the file has none).
/// On success *out_pixels is malloc'd width*height*4 bytes (free with rf_jpeg_free).
int rf_jpeg_decode(const uint8_t *data, size_t size, uint32_t max_width, uint32_t max_height,
                   uint64_t max_pixels, uint32_t max_scans, uint8_t **out_pixels, uint32_t *out_width,
                   uint32_t *out_height, uint32_t *out_orientation, char *message, size_t message_len);

void rf_jpeg_free(void *pointer);

#endif
