// libxml2's push parser with SAX2 callbacks: what the Interface Builder reader uses.
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>
