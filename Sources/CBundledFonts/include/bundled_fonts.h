#ifndef PANEL_PICKER_BUNDLED_FONTS_H
#define PANEL_PICKER_BUNDLED_FONTS_H

#include <stddef.h>

/* The fonts in Fonts/ (DejaVu Sans and Sans Bold), compiled into the program so a picker
   draws with no files beside it. FreeType opens them in place (FT_New_Memory_Face). */
extern const unsigned char panel_picker_dejavu_sans[];
extern const size_t panel_picker_dejavu_sans_size;
extern const unsigned char panel_picker_dejavu_sans_bold[];
extern const size_t panel_picker_dejavu_sans_bold_size;

/* Swift does not import arrays of unknown size, so it takes their addresses from these. */
static inline const unsigned char *panel_picker_dejavu_sans_pointer(void) { return panel_picker_dejavu_sans; }
static inline const unsigned char *panel_picker_dejavu_sans_bold_pointer(void) { return panel_picker_dejavu_sans_bold; }

#endif
