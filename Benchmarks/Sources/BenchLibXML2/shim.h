#ifndef NIBKIT_BENCHLIBXML2_SHIM_H
#define NIBKIT_BENCHLIBXML2_SHIM_H

#include <libxml/xmlversion.h>
// libxml2's ICU headers clash with Foundation's copy of ICU ("'UErrorCode' has different
// definitions in different modules") when one module imports both.
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlwriter.h>
#include <libxml/xmlsave.h>
#include <libxml/relaxng.h>
#include <libxml/xmlschemastypes.h>

// Swift 6 rejects the global function-pointer variable `xmlFree`; reach it through a function.
static inline void nibkit_xmlFree(void *pointer) { xmlFree(pointer); }

#endif
