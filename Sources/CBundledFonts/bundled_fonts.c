/* The DejaVu licence (Fonts/LICENSE-DejaVu.txt) lets the fonts be copied and distributed as
   part of a larger software package; its notices travel inside the files' name tables, which
   are embedded unchanged. #embed (C23, clang 19 and later) reads Fonts/ at compile time. */
#include "bundled_fonts.h"

#pragma clang diagnostic ignored "-Wc23-extensions"

const unsigned char panel_picker_dejavu_sans[] = {
#embed "../../Fonts/DejaVuSans.ttf"
};
const size_t panel_picker_dejavu_sans_size = sizeof(panel_picker_dejavu_sans);

const unsigned char panel_picker_dejavu_sans_bold[] = {
#embed "../../Fonts/DejaVuSans-Bold.ttf"
};
const size_t panel_picker_dejavu_sans_bold_size = sizeof(panel_picker_dejavu_sans_bold);
