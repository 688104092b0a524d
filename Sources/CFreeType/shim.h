#pragma once
#include <ft2build.h>
#include FT_FREETYPE_H
// FT_FREETYPE_H is a macro naming a header; Swift cannot see that, so it is expanded here.
