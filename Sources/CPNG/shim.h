#pragma once
#include <png.h>

// PNG_FORMAT_RGB and PNG_FORMAT_RGBA are macros built from other macros, which Swift does not import.
static inline png_uint_32 panel_picker_png_format_rgb(void) { return PNG_FORMAT_RGB; }
static inline png_uint_32 panel_picker_png_format_rgba(void) { return PNG_FORMAT_RGBA; }

// libpng's full write API reports errors by longjmp, which must not cross Swift frames: each
// step that can fail sets its own jump point here, in C, and returns 0 instead. (A function
// that calls setjmp is never inlined into its caller, so the jump stays in this frame.)
typedef struct {
    png_structp png;
    png_infop info;
} panel_picker_png_writer;

static inline void panel_picker_png_writer_destroy(panel_picker_png_writer *writer) {
    if (writer->png) png_destroy_write_struct(&writer->png, &writer->info);
    writer->png = NULL;
    writer->info = NULL;
}

// Starts an 8-bit RGB image of `width` x `height`; its bytes go to `write` with `sink` as its io pointer.
static inline int panel_picker_png_writer_start(panel_picker_png_writer *writer, png_uint_32 width, png_uint_32 height,
                                                int alpha, void *sink, png_rw_ptr write) {
    writer->png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    writer->info = NULL;
    if (!writer->png) return 0;
    writer->info = png_create_info_struct(writer->png);
    if (!writer->info || setjmp(png_jmpbuf(writer->png))) {
        panel_picker_png_writer_destroy(writer);
        return 0;
    }
    png_set_write_fn(writer->png, sink, write, NULL);
    png_set_IHDR(writer->png, writer->info, width, height, 8, alpha ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_sRGB(writer->png, writer->info, PNG_sRGB_INTENT_PERCEPTUAL);
    png_write_info(writer->png, writer->info);
    return 1;
}

// Writes `count` rows of 3 bytes a pixel (4 with alpha), `stride` bytes apart.
static inline int panel_picker_png_writer_rows(panel_picker_png_writer *writer, const unsigned char *rows, size_t stride,
                                               png_uint_32 count) {
    if (!writer->png) return 0;
    if (setjmp(png_jmpbuf(writer->png))) return 0;
    for (png_uint_32 row = 0; row < count; row++) png_write_row(writer->png, rows + row * stride);
    return 1;
}

// Ends the image after its last row.
static inline int panel_picker_png_writer_end(panel_picker_png_writer *writer) {
    if (!writer->png) return 0;
    if (setjmp(png_jmpbuf(writer->png))) return 0;
    png_write_end(writer->png, writer->info);
    return 1;
}
