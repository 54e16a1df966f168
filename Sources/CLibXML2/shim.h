// libxml2's push parser with SAX2 callbacks: what the Interface Builder reader uses.
//
// Debian builds libxml2 with ICU, and its encoding.h then includes ICU's headers, which clash
// with the copy Foundation carries (_FoundationICU) in any Swift module that imports both. Trellis
// never touches the one structure that ICU option changes (a character-encoding handler, used
// only through pointers), so the option is turned off here before the headers are read.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>
