#pragma once
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_TRUETYPE_TABLES_H
#include FT_OUTLINE_H
// FT_FREETYPE_H is a macro naming a header; Swift cannot see that, so it is expanded here.

// FT_LOAD_TARGET_LIGHT is a function-like macro, which Swift does not import.
static inline FT_Int32 panel_picker_ft_load_target_light(void) { return FT_LOAD_TARGET_LIGHT; }

// The face's weight class (100-900) from its OS/2 table; 0 when it has none (a Type 1 or bitmap
// face): FT_Get_Sfnt_Table's void pointer to a TT_OS2 is read here, where the type is known.
static inline unsigned panel_picker_ft_weight_class(FT_Face face) {
    TT_OS2 *os2 = (TT_OS2 *)FT_Get_Sfnt_Table(face, FT_SFNT_OS2);
    return os2 && os2->version != 0xFFFF ? os2->usWeightClass : 0;
}
