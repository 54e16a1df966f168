// FreeType (Debian's libfreetype-dev): font files' advance widths and vertical metrics.
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_TRUETYPE_TABLES_H
#include FT_ADVANCES_H
