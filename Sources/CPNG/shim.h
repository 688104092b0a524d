#pragma once
#include <png.h>

// PNG_FORMAT_RGB and PNG_FORMAT_RGBA are macros built from other macros, which Swift does not import.
static inline png_uint_32 panel_picker_png_format_rgb(void) { return PNG_FORMAT_RGB; }
static inline png_uint_32 panel_picker_png_format_rgba(void) { return PNG_FORMAT_RGBA; }
